import type { RegisterRequest } from '@befundklar/shared/schemas/auth';
import type { Identity } from '../../ports/identity';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';
import { withIdentityErrors } from './identity-errors';
import { claimResendCooldown, enforceRateLimit } from './throttle';

export interface RegisterUserOptions {
  identity: Identity;
  rateLimits: RateLimitRepository;
  input: RegisterRequest;
  ip: string;
}

/** Creates the Cognito user; Cognito mails the 6-digit code. The resend cool-down starts now. */
export async function registerUser({ identity, rateLimits, input, ip }: RegisterUserOptions): Promise<void> {
  await enforceRateLimit(rateLimits, 'register', { email: input.email, ip });
  await withIdentityErrors(() =>
    identity.signUp({
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
    }),
  );
  await claimResendCooldown(rateLimits, input.email);
}
