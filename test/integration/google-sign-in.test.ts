import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdapters } from '../../functions/src/config/adapters';
import type { AuthTokens } from '../../functions/src/ports/identity';
import {
  completeGoogleSignIn,
  type GoogleSignInSettings,
  startGoogleSignIn,
} from '../../functions/src/services/auth/google-sign-in';
import { findFreePort } from '../../scripts/local/services';
import { type LocalStack, startLocalStack } from '../../scripts/local/stack';
import { signedInClient } from '../support/api-client';

/**
 * The Google callback against a stand-in for Cognito's /oauth2/token endpoint that answers with
 * real (cognito-local) tokens: the state check, PKCE and the code exchange are the real code.
 */
describe('Google sign-in: callback, state check and code exchange', () => {
  let dataDir: string;
  let stack: LocalStack;
  let tokenEndpoint: Server;
  let tokens: AuthTokens;
  let settings: GoogleSignInSettings;
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'befundklar-google-'));
    stack = await startLocalStack({
      port: await findFreePort(),
      dataDir,
      webDist: join(dataDir, 'no-web'),
      logLevel: 'ERROR',
    });
    const { email, password } = await signedInClient(stack.url);
    tokens = await getAdapters().identity.signIn(email, password);
    const port = await findFreePort();
    tokenEndpoint = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        const ok = request.url === '/oauth2/token' && form.get('code') === 'good-code';
        response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            ok
              ? {
                  access_token: tokens.accessToken,
                  id_token: tokens.idToken,
                  refresh_token: tokens.refreshToken,
                  expires_in: 3600,
                }
              : { error: 'invalid_grant' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => tokenEndpoint.listen(port, resolve));
    settings = {
      cognitoDomain: `http://127.0.0.1:${port}`,
      clientId: getAdapters().config.USER_POOL_CLIENT_ID,
      appOrigin: stack.url,
      signingKey: 'k'.repeat(40),
    };
  });

  afterAll(async () => {
    tokenEndpoint.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const complete = (overrides: Partial<Parameters<typeof completeGoogleSignIn>[0]>) => {
    const { identity, users } = getAdapters();
    return completeGoogleSignIn({
      settings,
      identity,
      users,
      adminEmails: [],
      code: 'good-code',
      state: undefined,
      cookieValue: undefined,
      ...overrides,
    });
  };

  it('sends the browser to the hosted UI with Google, PKCE and a signed state', () => {
    const { location, cookieValue } = startGoogleSignIn(settings);
    const url = new URL(location);
    const verifier = cookieValue.split('.')[1] ?? '';
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(url.searchParams.get('identity_provider')).toBe('Google');
    expect(url.searchParams.get('redirect_uri')).toBe(`${stack.url}/api/login/google/callback`);
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    );
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('exchanges the code with the PKCE verifier and signs the user in', async () => {
    const { location, cookieValue } = startGoogleSignIn(settings);
    const state = new URL(location).searchParams.get('state') ?? '';
    const { tokens: result, profile } = await complete({ state, cookieValue });
    const exchange = received.at(-1);
    expect(exchange?.get('grant_type')).toBe('authorization_code');
    expect(exchange?.get('code_verifier')).toBe(cookieValue.split('.')[1]);
    expect(exchange?.get('redirect_uri')).toBe(`${stack.url}/api/login/google/callback`);
    expect(result.accessToken).toBe(tokens.accessToken);
    expect(profile.email).toMatch(/@example\.com$/);
  });

  it('refuses a state from another browser, a tampered or missing state, and a refused code', async () => {
    const first = startGoogleSignIn(settings);
    const second = startGoogleSignIn(settings);
    const state = new URL(first.location).searchParams.get('state') ?? '';
    const message = /Google-Anmeldung ist abgelaufen oder ungültig/;
    await expect(complete({ state, cookieValue: second.cookieValue })).rejects.toThrow(message);
    await expect(complete({ state: `${state}x`, cookieValue: first.cookieValue })).rejects.toThrow(message);
    await expect(complete({ state: undefined, cookieValue: first.cookieValue })).rejects.toThrow(message);
    await expect(complete({ state, cookieValue: undefined })).rejects.toThrow(message);
    await expect(complete({ state, cookieValue: first.cookieValue, code: 'bad-code' })).rejects.toThrow(
      /nicht abgeschlossen/,
    );
  });

  it('refuses an expired state', async () => {
    const { location, cookieValue } = startGoogleSignIn(settings, new Date(Date.now() - 11 * 60 * 1000));
    const state = new URL(location).searchParams.get('state') ?? '';
    await expect(complete({ state, cookieValue })).rejects.toThrow(/abgelaufen oder ungültig/);
  });
});
