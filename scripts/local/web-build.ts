import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Newest modification time under a path (files and folders), 0 when it does not exist. */
async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(
    entries.filter((name) => name !== 'node_modules').map((name) => newestMtime(join(path, name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

/**
 * Builds the web app when web/dist is missing or older than its sources, so `npm start` always
 * serves what is in the tree, and a second start reuses the build.
 */
export async function ensureWebBuild(repoRoot: string): Promise<'built' | 'fresh'> {
  const web = join(repoRoot, 'web');
  const builtAt = await newestMtime(join(web, 'dist', 'index.html'));
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '.env'].map((name) =>
    join(web, name),
  );
  const changedAt = Math.max(
    ...(await Promise.all([...sources, join(repoRoot, 'shared', 'src')].map(newestMtime))),
  );
  if (builtAt > 0 && builtAt >= changedAt) return 'fresh';
  await new Promise<void>((resolve, reject) => {
    const build = spawn(
      process.execPath,
      [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
      {
        cwd: web,
        // Under vitest NODE_ENV is "test", which would bundle React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The web build failed (exit ${code}).`)),
    );
  });
  return 'built';
}
