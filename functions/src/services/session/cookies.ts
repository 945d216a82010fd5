import type { AuthTokens } from '../../ports/identity';

/**
 * The session lives in two HttpOnly cookies that JavaScript never sees: the access token (short)
 * and the refresh token (30 days, for silent refresh). Both are sent to /api only.
 */
export const ACCESS_COOKIE = 'bk_access';
export const REFRESH_COOKIE = 'bk_refresh';
const REFRESH_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface CookieOptions {
  /** Secure everywhere except the local stack on plain http://localhost. */
  secure: boolean;
}

function serialize(name: string, value: string, maxAgeSeconds: number, { secure }: CookieOptions): string {
  const parts = [`${name}=${value}`, 'Path=/api', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function sessionCookies(tokens: AuthTokens, options: CookieOptions): string[] {
  const cookies = [serialize(ACCESS_COOKIE, tokens.accessToken, tokens.expiresInSeconds, options)];
  if (tokens.refreshToken)
    cookies.push(serialize(REFRESH_COOKIE, tokens.refreshToken, REFRESH_MAX_AGE_SECONDS, options));
  return cookies;
}

export function clearedSessionCookies(options: CookieOptions): string[] {
  return [serialize(ACCESS_COOKIE, '', 0, options), serialize(REFRESH_COOKIE, '', 0, options)];
}

/** Reads the API Gateway v2 cookies array ("name=value" strings). */
export function readCookies(cookies: string[] | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const index = part.indexOf('=');
      if (index <= 0) continue;
      const name = part.slice(0, index).trim();
      if (!(name in values)) values[name] = part.slice(index + 1).trim();
    }
  }
  return values;
}
