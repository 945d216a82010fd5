import { signToken, verifyToken } from '../../lib/signed-token';

/** Cognito's reset codes live one hour; the link never outlives its code. */
export const RESET_LINK_VALIDITY_MS = 60 * 60 * 1000;

/**
 * The reset link's token is "<signed e-mail and expiry>.<code>". The CustomMessage trigger signs the
 * first part; Cognito then puts the code where its {####} placeholder stands (the trigger never sees
 * the code). The signature stops anyone from pointing a link at another account; a wrong code is
 * refused by Cognito.
 */
export function createResetTokenPrefix(email: string, key: string, now = new Date()): string {
  return signToken({ purpose: 'reset', email }, key, new Date(now.getTime() + RESET_LINK_VALIDITY_MS));
}

export function parseResetToken(
  token: string,
  key: string,
  now = new Date(),
): { email: string; code: string } | undefined {
  const match = /^([\w-]+\.[\w-]+)\.(\d{6})$/.exec(token.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const payload = verifyToken(match[1], key, now);
  if (payload?.purpose !== 'reset' || typeof payload.email !== 'string') return undefined;
  return { email: payload.email, code: match[2] };
}
