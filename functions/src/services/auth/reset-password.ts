import { BadRequestError } from '../../lib/errors';
import type { Identity } from '../../ports/identity';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';
import { toHttpError } from './identity-errors';
import { parseResetToken } from './reset-token';
import { enforceRateLimit } from './throttle';

const INVALID_TOKEN = 'Invalid or expired reset token';

export interface CheckResetTokenOptions {
  token: string;
  signingKey: string;
  now?: Date;
}

/** Checks a reset link's token (signature and expiry) without using it. */
export function checkResetToken({ token, signingKey, now }: CheckResetTokenOptions): {
  email: string;
  code: string;
} {
  const parsed = parseResetToken(token, signingKey, now);
  if (!parsed) throw new BadRequestError(INVALID_TOKEN);
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
  token,
  signingKey,
  password,
  ip,
  now,
}: ResetPasswordOptions): Promise<void> {
  await enforceRateLimit(rateLimits, 'reset', { ip });
  const { email, code } = checkResetToken({ token, signingKey, ...(now ? { now } : {}) });
  try {
    await identity.confirmForgotPassword(email, code, password);
  } catch (error) {
    const mapped = toHttpError(error);
    if (mapped instanceof BadRequestError && /Code/.test(mapped.message))
      throw new BadRequestError(INVALID_TOKEN);
    throw mapped;
  }
}
