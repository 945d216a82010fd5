import { TRIAL_DAYS } from '@befundklar/shared/constants';
import type { IdClaims } from '../../ports/identity';
import type { UserProfile, UserRepository } from '../../repositories/user-repository';

export interface EnsureProfileOptions {
  users: UserRepository;
  claims: IdClaims;
  authProvider: UserProfile['authProvider'];
  adminEmails: string[];
  now?: Date;
}

/**
 * The profile is created at the first confirmed sign-in (e-mail or Google) and starts the account
 * trial of 7 days. Later sign-ins find it; e-mails in the configured admin list become admins.
 */
export async function ensureProfile({
  users,
  claims,
  authProvider,
  adminEmails,
  now = new Date(),
}: EnsureProfileOptions): Promise<UserProfile> {
  const existing = await users.findById(claims.sub);
  if (existing) return existing;
  const createdAt = now.toISOString();
  return users.createIfMissing({
    userId: claims.sub,
    email: claims.email,
    firstName: claims.givenName ?? '',
    lastName: claims.familyName ?? '',
    authProvider,
    role: adminEmails.includes(claims.email) ? 'admin' : 'user',
    manualFullAccess: false,
    status: 'active',
    subscriptionStatus: 'trialing',
    accountTrialStartedAt: createdAt,
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000).toISOString(),
    preferredLanguage: 'de',
    profileImageUrl: null,
    templateSearchTerm: '',
    templateModalityFilter: 'all',
    templateLanguageFilter: 'all',
    autoFormatExternal: false,
    autoFillTemplateExternal: false,
    autoGenerateReportExternal: false,
    formatCorrections: 0,
    templateFillings: 0,
    generateFromScratch: 0,
    createdAt,
    lastActivity: createdAt,
  });
}
