import type { Identity } from '../../ports/identity';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';
import { withIdentityErrors } from './identity-errors';
import { enforceRateLimit } from './throttle';

export interface VerifyEmailOptions {
  identity: Identity;
  rateLimits: RateLimitRepository;
  email: string;
  code: string;
  ip: string;
}

/** Confirms the account with the mailed code (throttled: six digits must not be guessable). */
export async function verifyEmail({
  identity,
  rateLimits,
  email,
  code,
  ip,
}: VerifyEmailOptions): Promise<void> {
  await enforceRateLimit(rateLimits, 'verify', { email, ip });
  await withIdentityErrors(() => identity.confirmSignUp(email, code));
}
