import { ForbiddenError } from '../../lib/errors';
import type { AuthTokens, Identity } from '../../ports/identity';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';
import type { UserProfile, UserRepository } from '../../repositories/user-repository';
import { ensureProfile } from '../profile/ensure-profile';
import { withIdentityErrors } from './identity-errors';
import { enforceRateLimit } from './throttle';

export interface SignInOptions {
  identity: Identity;
  users: UserRepository;
  rateLimits: RateLimitRepository;
  adminEmails: string[];
  email: string;
  password: string;
  ip: string;
}

/** Signs in with e-mail and password; the first confirmed sign-in creates the profile. */
export async function signIn({
  identity,
  users,
  rateLimits,
  adminEmails,
  email,
  password,
  ip,
}: SignInOptions): Promise<{ tokens: AuthTokens; profile: UserProfile }> {
  // Every attempt counts: after 10 in 15 minutes the address is locked out for the window.
  await enforceRateLimit(rateLimits, 'login', { email, ip });
  const tokens = await withIdentityErrors(() => identity.signIn(email, password));
  const claims = await withIdentityErrors(() => identity.verifyIdToken(tokens.idToken));
  const profile = await ensureProfile({ users, claims, authProvider: 'email', adminEmails });
  if (profile.status === 'inactive')
    throw new ForbiddenError('Ihr Konto ist deaktiviert. Bitte wenden Sie sich an den Support.');
  return { tokens, profile };
}
