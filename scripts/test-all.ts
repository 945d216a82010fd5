/**
 * `npm test`: everything, in the order that fails fastest: the lock file (CI installs with
 * `npm ci`, which refuses a lock out of step with package.json), typecheck, lint, the web build (the
 * local stack serves it to the browser tests), then every vitest project (unit, integration against
 * a real local stack, infra with cdk-nag, e2e in Chromium).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const steps: [string, string[]][] = [
  [
    'lock file in step with package.json',
    ['npm', 'ci', '--dry-run', '--no-audit', '--no-fund', '--loglevel=error'],
  ],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['web build', ['npm', 'run', '--silent', 'build']],
  ['vitest (unit, integration, infra, e2e)', ['npx', 'vitest', 'run', ...process.argv.slice(2)]],
];

for (const [name, [command, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command as string, args, { cwd: repoRoot, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log('\nAll checks passed.');
