/**
 * The one fetch wrapper every call uses (spec 01 sections 7 and 8): cookies always
 * go along (the session cookie is first-party: site and API share one origin), form
 * data is sent as is and any other body as JSON, and a non-OK answer becomes an
 * ApiError whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `message` field when the body is JSON, else undefined. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: no server message.
    }
    return undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await fetch(path, init);
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await readBody(response)) as T;
}

/** GET for queries; `on401: 'returnNull'` turns "not signed in" into null instead of an error. */
export async function apiGet<T>(
  path: string,
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Spec 01 section 8: a message starting with "401:" that mentions "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}
