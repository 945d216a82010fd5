import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/local/services';
import { type LocalStack, startLocalStack } from '../../scripts/local/stack';

describe('GET /api/health when a component is down', () => {
  let dataDir: string;
  let stack: LocalStack;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'befundklar-health-'));
    stack = await startLocalStack({
      port: await findFreePort(),
      dataDir,
      webDist: join(dataDir, 'no-web'),
      logLevel: 'ERROR',
    });
  });
  afterAll(async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 naming the component that stopped answering', async () => {
    // Prepare
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
    const cognito = stack.services.find((service) => service.name === 'cognito');
    // Act
    cognito?.process.kill('SIGKILL');
    await new Promise((resolve) => cognito?.process.once('exit', resolve));
    const response = await fetch(`${stack.url}/api/health`);
    // Assess
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', down: ['cognito'] });
  });
});
