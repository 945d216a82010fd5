import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { STARTED_BANNER_END } from '../../scripts/local/banner';
import { findFreePort } from '../../scripts/local/services';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface SpawnedStack {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends Ctrl+C (SIGINT) and waits for the exit. */
  stop(): Promise<number | null>;
}

/**
 * Starts the local stack exactly as `npm start` does (scripts/start.ts), on a free port with the
 * given data folder, and waits until GET /api/health answers 200.
 */
export async function spawnStack(dataDir: string, env: Record<string, string> = {}): Promise<SpawnedStack> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'WARN',
      SKIP_WEB_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The local stack exited (${child.exitCode}):\n${log}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    // Healthy is not yet started: the banner with the services' endpoints follows the first
    // answers, and tests read the endpoints from it (an empty DynamoDB endpoint sends the SDK to AWS).
    if (healthy && log.includes(STARTED_BANNER_END)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The local stack did not become healthy:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGINT');
      }),
  };
}
