import { type Identity, IdentityError } from '../../ports/identity';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';
import { withIdentityErrors } from './identity-errors';
import { enforceRateLimit } from './throttle';

export interface RequestPasswordResetOptions {
  identity: Identity;
  rateLimits: RateLimitRepository;
  email: string;
  ip: string;
}

/**
 * Mails the reset link (Cognito sends it through our CustomMessage trigger). An unknown or
 * unconfirmed address answers exactly like a known one: same status, same body.
 */
export async function requestPasswordReset({
  identity,
  rateLimits,
  email,
  ip,
}: RequestPasswordResetOptions): Promise<void> {
  await enforceRateLimit(rateLimits, 'forgot', { email, ip });
  await withIdentityErrors(async () => {
    try {
      await identity.forgotPassword(email);
    } catch (error) {
      if (
        error instanceof IdentityError &&
        ['user-not-found', 'not-confirmed', 'wrong-credentials', 'invalid-password'].includes(error.kind)
      )
        return;
      throw error;
    }
  });
}
