import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client';
import {
  accountErrorMessage,
  authQueries,
  CURRENT_USER_STALE_MS,
  fetchCurrentUser,
  HttpStatusError,
  isEmailNotVerified,
  isOnWorkspace,
  retryCurrentUser,
} from './auth';
import { fetchSubscriptionStatus, subscriptionQueries, UNAUTHENTICATED_STATUS } from './subscription';

function mockFetch(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Function: fetchCurrentUser', () => {
  it('returns the user', async () => {
    mockFetch(Response.json({ email: 'a@example.com' }));
    expect(await fetchCurrentUser()).toEqual({ email: 'a@example.com' });
  });

  it('returns null for 401 (not signed in)', async () => {
    mockFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    expect(await fetchCurrentUser()).toBeNull();
  });

  it("raises 'HTTP error! status: {code}' for other failures", async () => {
    mockFetch(new Response('boom', { status: 500 }));
    const error = await fetchCurrentUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as Error).message).toBe('HTTP error! status: 500');
  });
});

describe('Query: authQueries.user', () => {
  it('is cached for 5 minutes and retried at most twice, never for 401 or 404', () => {
    const options = authQueries.user();
    expect(options.staleTime).toBe(CURRENT_USER_STALE_MS);
    expect(CURRENT_USER_STALE_MS).toBe(300_000);
    expect(retryCurrentUser(0, new HttpStatusError(500))).toBe(true);
    expect(retryCurrentUser(1, new HttpStatusError(500))).toBe(true);
    expect(retryCurrentUser(2, new HttpStatusError(500))).toBe(false);
    expect(retryCurrentUser(0, new HttpStatusError(404))).toBe(false);
    expect(retryCurrentUser(0, new HttpStatusError(401))).toBe(false);
  });

  it('refetches on window focus except on the workspace (/ with full access)', () => {
    const full = { role: 'admin', manualFullAccess: false } as CurrentUser;
    expect(isOnWorkspace(full, '/')).toBe(true);
    expect(isOnWorkspace(full, '/tutorials')).toBe(false);
    expect(isOnWorkspace(null, '/')).toBe(false);
  });
});

describe('Function: fetchSubscriptionStatus', () => {
  it("turns 401 into 'unauthenticated', no subscription, 0 trial days", async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    expect(await fetchSubscriptionStatus()).toEqual(UNAUTHENTICATED_STATUS);
    expect(UNAUTHENTICATED_STATUS).toMatchObject({
      status: 'unauthenticated',
      hasActiveSubscription: false,
      trialDaysLeft: 0,
    });
  });

  it('raises other failures', async () => {
    mockFetch(new Response('boom', { status: 503, statusText: 'Service Unavailable' }));
    await expect(fetchSubscriptionStatus()).rejects.toThrow('503: boom');
  });

  it('neither retries nor refetches on focus', () => {
    const options = subscriptionQueries.status();
    expect(options.retry).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});

describe('Function: isEmailNotVerified', () => {
  it('recognises the 403 with code EMAIL_NOT_VERIFIED only', () => {
    const body = JSON.stringify({ message: 'x', details: { code: 'EMAIL_NOT_VERIFIED' } });
    expect(isEmailNotVerified(new ApiError(403, body, 'Forbidden'))).toBe(true);
    expect(isEmailNotVerified(new ApiError(401, body, 'Unauthorized'))).toBe(false);
    expect(isEmailNotVerified(new ApiError(403, '{"message":"Zugriff verweigert."}', 'Forbidden'))).toBe(
      false,
    );
    expect(isEmailNotVerified(new ApiError(403, 'not json', 'Forbidden'))).toBe(false);
  });
});

describe('Function: accountErrorMessage', () => {
  it("uses the server's message, then the fallback; network errors keep their own", () => {
    expect(accountErrorMessage(new ApiError(400, '{"message":"Ungültig"}', ''), 'Login failed')).toBe(
      'Ungültig',
    );
    expect(accountErrorMessage(new ApiError(500, '', 'Internal'), 'Login failed')).toBe('Login failed');
    expect(accountErrorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Failed to fetch');
    expect(accountErrorMessage(undefined, 'Request failed')).toBe('Request failed');
  });
});
