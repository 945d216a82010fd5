import { createHash } from 'node:crypto';
import { BadRequestError } from '../../lib/errors';
import type { Identity } from '../../ports/identity';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';
import type { RevokedTokenRepository } from '../../repositories/revoked-token-repository';
import { toHttpError } from './identity-errors';
import { parseResetToken, RESET_LINK_VALIDITY_MS } from './reset-token';
import { enforceRateLimit } from './throttle';

const INVALID_TOKEN = 'Invalid or expired reset token';

export interface CheckResetTokenOptions {
  token: string;
  signingKey: string;
  /** Links already used for a reset: a spent link is invalid before the form is filled in. */
  revokedTokens: RevokedTokenRepository;
  now?: Date;
}

/** The record id of a spent link: a hash, so the table never holds a usable token. */
function spentLinkId(token: string): string {
  return `reset:${createHash('sha256').update(token.trim()).digest('hex')}`;
}

/** Checks a reset link's token (signature, expiry, not yet spent) without using it. */
export async function checkResetToken({
  token,
  signingKey,
  revokedTokens,
  now,
}: CheckResetTokenOptions): Promise<{ email: string; code: string }> {
  const parsed = parseResetToken(token, signingKey, now);
  if (!parsed || (await revokedTokens.isRevoked(spentLinkId(token))))
    throw new BadRequestError(INVALID_TOKEN);
  return parsed;
}

export interface ResetPasswordOptions extends CheckResetTokenOptions {
  identity: Identity;
  rateLimits: RateLimitRepository;
  password: string;
  ip: string;
}

/** Sets the new password with the code the link carries; a used or wrong code is an invalid link. */
export async function resetPassword({
  identity,
  rateLimits,
  revokedTokens,
  token,
  signingKey,
  password,
  ip,
  now = new Date(),
}: ResetPasswordOptions): Promise<void> {
  await enforceRateLimit(rateLimits, 'reset', { ip });
  const { email, code } = await checkResetToken({ token, signingKey, revokedTokens, now });
  try {
    await identity.confirmForgotPassword(email, code, password);
  } catch (error) {
    const mapped = toHttpError(error);
    if (mapped instanceof BadRequestError && /Code/.test(mapped.message))
      throw new BadRequestError(INVALID_TOKEN);
    throw mapped;
  }
  // Kept as long as the link could be valid (DynamoDB's TTL removes it). The password is already
  // changed and Cognito's code spent, so a failure here must not turn the reset into an error: the
  // record only lets verify-reset-token call the link spent before the form is filled in.
  const expiresAtSeconds = Math.ceil((now.getTime() + RESET_LINK_VALIDITY_MS) / 1000);
  await revokedTokens.revoke(spentLinkId(token), expiresAtSeconds).catch(() => undefined);
}
