import { type Identity, IdentityError } from '../../ports/identity';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';
import { withIdentityErrors } from './identity-errors';
import { claimResendCooldown, enforceRateLimit } from './throttle';

export interface ResendCodeOptions {
  identity: Identity;
  rateLimits: RateLimitRepository;
  email: string;
  ip: string;
}

/**
 * Sends the verification code again, at most once a minute. An unknown address answers like a
 * known one, so the form cannot be used to find out who has an account.
 */
export async function resendCode({ identity, rateLimits, email, ip }: ResendCodeOptions): Promise<void> {
  await enforceRateLimit(rateLimits, 'resend', { email, ip });
  await claimResendCooldown(rateLimits, email);
  await withIdentityErrors(async () => {
    try {
      await identity.resendConfirmationCode(email);
    } catch (error) {
      if (error instanceof IdentityError && error.kind === 'user-not-found') return;
      throw error;
    }
  });
}
