// Runs a local service (dynalite, cognito-local) as a child that ends with its parent: the parent
// holds our stdin open, so when it exits, even by SIGKILL, stdin closes and we exit too.
// Usage: node run-child.mjs <module path> [args...]
import { createRequire } from 'node:module';

process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();

const [target, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], target, ...args];
createRequire(import.meta.url)(target);
