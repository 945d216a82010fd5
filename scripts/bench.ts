/**
 * `npm run bench`: prints the figures the issues set targets for. Not a test: it measures.
 * - local stack: `npm start` to a healthy /api/health, cold (new DATA_DIR) and warm (reused);
 * - local API: latency of GET /api/health over 1,000 requests, and the local server's own overhead
 *   (latency minus the handler's time, reported by the server in Server-Timing);
 * - web: the landing route's JavaScript, gzipped;
 * - engine: format + check on a 1,000-word dictation, on the engine bundled as the functions ship it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEngine, WARMUP as ENGINE_WARMUP } from './bench-engine';
import { measureLandingBundle } from './bench-web';
import { findFreePort } from './local/services';
import { ensureWebBuild } from './local/web-build';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/**
 * Runs `npm start` and returns the milliseconds until /api/health answers 200, plus a stop function.
 * npm runs in its own process group and stop() sends Ctrl+C to the whole group, as a terminal
 * does: npm itself does not pass SIGINT on, and a stack left running would keep dynalite's lock
 * on DATA_DIR, so the next (warm) start could never become healthy.
 */
async function timeStart(dataDir: string) {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'WARN' },
    stdio: 'ignore',
    detached: true,
  });
  const group = child.pid as number;
  const url = `http://localhost:${port}`;
  const healthy = () =>
    fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (await healthy()) break;
    if (Date.now() > deadline) {
      process.kill(-group, 'SIGKILL');
      throw new Error('npm start did not answer GET /api/health with 200 within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  const stop = async () => {
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    process.kill(-group, 'SIGINT');
    await exited;
    // The stack's children finish after npm: wait until the port no longer answers.
    for (let i = 0; i < 200 && (await healthy()); i++) await new Promise((r) => setTimeout(r, 50));
  };
  return { elapsed, url, stop };
}

async function benchApi(url: string, requests = 1000) {
  const total: number[] = [];
  const overhead: number[] = [];
  for (let i = 0; i < 50; i++) await (await fetch(`${url}/api/health`)).text();
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.text();
    const elapsed = performance.now() - started;
    const handler = Number(
      /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN,
    );
    total.push(elapsed);
    overhead.push(elapsed - handler);
  }
  return { total, overhead };
}

await ensureWebBuild(repoRoot);
const dataDir = await mkdtemp(join(tmpdir(), 'befundklar-bench-'));
try {
  console.log('Local stack (npm start until GET /api/health answers 200)');
  const cold = await timeStart(dataDir);
  await cold.stop();
  const warmRuns: number[] = [];
  let api: Awaited<ReturnType<typeof benchApi>> | undefined;
  for (let run = 0; run < 3; run++) {
    const warm = await timeStart(dataDir);
    warmRuns.push(warm.elapsed);
    if (run === 2) api = await benchApi(warm.url);
    await warm.stop();
  }
  console.log(`  cold start (new DATA_DIR):      ${ms(cold.elapsed)}`);
  console.log(`  warm start (median of 3):       ${ms(percentile(warmRuns, 50))}   target < 5000 ms`);
  if (api) {
    console.log('Local API, GET /api/health, 1,000 sequential requests (keep-alive)');
    console.log(`  end to end   p50 ${ms(percentile(api.total, 50))}   p99 ${ms(percentile(api.total, 99))}`);
    console.log(
      `  local server overhead (without the handler's DynamoDB and JWKS checks)   p50 ${ms(percentile(api.overhead, 50))}   p99 ${ms(percentile(api.overhead, 99))}   target p50 < 2 ms`,
    );
  }
  const bundle = await measureLandingBundle(join(repoRoot, 'web', 'dist'));
  console.log('Web');
  console.log(
    `  landing route JavaScript, gzipped: ${(bundle.gzipBytes / 1024).toFixed(1)} KB   target < 200 KB`,
  );
  const engine = await benchEngine();
  console.log(`Report engine (bundled as shipped), format + check on a ${engine.words}-word dictation`);
  console.log(
    `  p50 ${ms(engine.p50Ms)}   p99 ${ms(engine.p99Ms)}   target p50 < 5 ms (after ${ENGINE_WARMUP} warm-up runs)`,
  );
  console.log(
    `  first call ${ms(engine.firstMs)}   p50 of the next 100 calls ${ms(engine.warmingP50Ms)} (JIT warming up)`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
