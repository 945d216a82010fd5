import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COGNITO_LOCAL_ISSUER_DOMAIN } from '@befundklar/functions/adapters/local/cognito-local-identity';

const require = createRequire(import.meta.url);
const runChild = fileURLToPath(new URL('./run-child.mjs', import.meta.url));

/** A free TCP port on loopback, chosen by the OS. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface LocalService {
  name: string;
  endpoint: string;
  process: ChildProcess;
  /** The last lines the service printed, for error messages. */
  output: () => string;
}

interface StartServiceOptions {
  name: string;
  modulePath: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  port: number;
}

async function startService({
  name,
  modulePath,
  args,
  cwd,
  env,
  port,
}: StartServiceOptions): Promise<LocalService> {
  await mkdir(cwd, { recursive: true });
  const child = spawn(process.execPath, [runChild, modulePath, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const endpoint = `http://127.0.0.1:${port}`;
  await waitForPort(endpoint, child, name, () => log);
  return { name, endpoint, process: child, output: () => log };
}

async function waitForPort(
  endpoint: string,
  child: ChildProcess,
  name: string,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${log()}`);
    try {
      await fetch(endpoint, { signal: AbortSignal.timeout(500) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${name} did not start within 20 s: ${log()}`);
}

/** dynalite: the DynamoDB wire protocol, data in LevelDB under the given folder. */
export async function startDynalite(dataDir: string): Promise<LocalService> {
  const port = await findFreePort();
  return startService({
    name: 'dynamodb',
    modulePath: require.resolve('dynalite/cli.js'),
    args: ['--port', String(port), '--host', '127.0.0.1', '--path', dataDir, '--createTableMs', '0'],
    cwd: dataDir,
    port,
  });
}

/** cognito-local: the Cognito wire protocol; its users and pools live in <dir>/.cognito. */
export async function startCognitoLocal(dataDir: string): Promise<LocalService> {
  const port = await findFreePort();
  // A fixed issuer keeps sessions valid across restarts, whatever port cognito-local gets.
  await mkdir(join(dataDir, '.cognito'), { recursive: true });
  await writeFile(
    join(dataDir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: COGNITO_LOCAL_ISSUER_DOMAIN } }, null, 2),
  );
  return startService({
    name: 'cognito',
    modulePath: require.resolve('cognito-local/lib/bin/start.js'),
    args: [],
    cwd: dataDir,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    port,
  });
}
