import { describe, expect, it } from 'vitest';
import { checkHealth } from './check-health';

const up = (name: string) => ({ name, check: async () => {} });
const failing = (name: string) => ({
  name,
  check: async () => {
    throw new Error('connection refused');
  },
});
const hanging = (name: string) => ({
  name,
  check: () => new Promise<void>(() => {}),
});

describe('Service: checkHealth', () => {
  it('is ok when every component answers', async () => {
    expect(await checkHealth({ probes: [up('dynamodb'), up('cognito')] })).toEqual({ status: 'ok' });
  });

  it('names every component that fails', async () => {
    const report = await checkHealth({ probes: [failing('dynamodb'), up('cognito'), failing('mail')] });
    expect(report).toEqual({ status: 'unavailable', down: ['dynamodb', 'mail'] });
  });

  it('counts a component that does not answer in time as down', async () => {
    const report = await checkHealth({ probes: [up('dynamodb'), hanging('cognito')], timeoutMs: 20 });
    expect(report).toEqual({ status: 'unavailable', down: ['cognito'] });
  });
});
