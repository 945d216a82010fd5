import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiRequest, isUnauthorizedError } from './client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Function: apiRequest', () => {
  it('sends a plain body as JSON, with cookies', async () => {
    // Prepare
    const fetchMock = mockFetch(Response.json({ ok: true }));
    // Act
    const result = await apiRequest('POST', '/api/x', { a: 1 });
    // Assess
    expect(result).toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('sends form data as is, without a JSON content type', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    const form = new FormData();
    form.set('file', 'x');
    expect(await apiRequest('POST', '/api/upload', form)).toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });

  it('turns a non-OK answer into "<status>: <body>"', async () => {
    mockFetch(new Response('{"message":"Ungültige Eingabe"}', { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Ungültige Eingabe"}');
    expect((error as ApiError).serverMessage).toBe('Ungültige Eingabe');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('Function: apiGet', () => {
  it("returns null for 401 when asked to ('not signed in')", async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    expect(await apiGet('/api/auth/user', { on401: 'returnNull' })).toBeNull();
  });

  it('throws on 401 by default', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(apiGet('/api/auth/user')).rejects.toThrow('401: Unauthorized');
  });
});

describe('Function: isUnauthorizedError', () => {
  it('recognises "401: ... Unauthorized" only', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Forbidden'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
