import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TABLE_NAME } from '../../scripts/local/stack';
import { ApiClient, signedInClient } from '../support/api-client';
import { spawnStack } from '../support/spawn-stack';

const baseUrl = inject('baseUrl');

describe('Local stack: one port for API, mailbox and web app', () => {
  it('answers GET /api/health with 200 {"status":"ok"}', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes and wrong methods with 404 as API Gateway does', async () => {
    for (const [method, path] of [
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/health'],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('lists the local mailbox as JSON and as a page', async () => {
    const json = await fetch(`${baseUrl}/dev/mail.json`);
    expect(json.status).toBe(200);
    expect(Array.isArray(await json.json())).toBe(true);
    const page = await fetch(`${baseUrl}/dev/mail`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Lokales Postfach');
  });

  it('serves the web app with the SPA fallback and the production security headers', async () => {
    for (const path of ['/', '/privacy', '/some/unknown/page']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await fetch(`${baseUrl}/assets/missing-file.js`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/..%2f..%2fpackage.json`)).status).toBe(404);
  });
});

describe('Local stack: lifecycle', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'befundklar-lifecycle-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const dynamoEndpoint = (output: string) => {
    const found = /dynamodb\s+(http:\/\/\S+)/.exec(output)?.[1];
    if (!found) throw new Error(`no dynamodb endpoint in:\n${output}`);
    return found;
  };
  const documents = (endpoint: string) =>
    DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'eu-central-1',
        endpoint,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      }),
    );

  it('keeps its data and sessions across a restart, and Ctrl+C stops every child process', async () => {
    // Prepare: a first start writes an item and signs a user in.
    const first = await spawnStack(dataDir);
    const { client } = await signedInClient(first.url);
    const firstEndpoint = dynamoEndpoint(first.output());
    const item = { PK: 'TEST#restart', SK: 'ITEM', value: 42 };
    await documents(firstEndpoint).send(new PutCommand({ TableName: TABLE_NAME, Item: item }));
    // Act: Ctrl+C, then start again on the same data.
    expect(await first.stop()).toBe(0);
    await expect(fetch(firstEndpoint)).rejects.toThrow();
    const second = await spawnStack(dataDir);
    try {
      // Assess
      const read = await documents(dynamoEndpoint(second.output())).send(
        new GetCommand({ TableName: TABLE_NAME, Key: { PK: item.PK, SK: item.SK } }),
      );
      expect(read.Item).toEqual(item);
      const again = new ApiClient(second.url);
      for (const [name, value] of client.cookies) again.cookies.set(name, value);
      expect((await again.get('/api/auth/user')).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
