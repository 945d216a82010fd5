import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../scripts/local/web-build';
import { repoRoot, spawnStack } from './spawn-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local stack's dynalite, for tests that arrange data directly ('' with E2E_BASE_URL). */
    dynamodbEndpoint: string;
  }
}

/**
 * Starts one real local stack (dynalite, cognito-local, handlers, built web app) for the test
 * project, on a free port with its own temporary DATA_DIR, and removes it afterwards.
 * E2E_BASE_URL points the tests at an already running instance instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('dynamodbEndpoint', '');
    return;
  }
  // Built here, once, before any stack starts: the stacks themselves skip the build.
  if (process.env.SKIP_WEB_BUILD !== '1') await ensureWebBuild(repoRoot);
  const dataDir = await mkdtemp(join(tmpdir(), 'befundklar-test-'));
  const stack = await spawnStack(dataDir);
  project.provide('baseUrl', stack.url);
  project.provide('dynamodbEndpoint', /dynamodb\s+(http:\/\/\S+)/.exec(stack.output())?.[1] ?? '');
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
