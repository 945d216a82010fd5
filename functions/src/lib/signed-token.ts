import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A small signed, expiring token: base64url(JSON payload) "." base64url(HMAC-SHA256). Used for
 * password-reset links and the Google sign-in state. Not encrypted: put nothing secret inside.
 */
export function signToken(payload: Record<string, unknown>, key: string, expiresAt: Date): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${body}.${mac(body, key)}`;
}

/** The payload when the signature is right and the token has not expired, else undefined. */
export function verifyToken(
  token: string,
  key: string,
  now = new Date(),
): Record<string, unknown> | undefined {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(body, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) return undefined;
    return payload;
  } catch {
    return undefined;
  }
}

function mac(body: string, key: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}
