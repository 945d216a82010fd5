import { effectiveSubscriptionStatus } from '@befundklar/shared/access';
import type { CurrentUser } from '@befundklar/shared/schemas/user';
import type { UserProfile } from '../../repositories/user-repository';

/** The fields of GET /api/auth/user (spec 01 section 3), with the trial's state as of now. */
export function toCurrentUser(profile: UserProfile, now = new Date()): CurrentUser {
  return {
    id: profile.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    profileImageUrl: profile.profileImageUrl,
    role: profile.role,
    manualFullAccess: profile.manualFullAccess,
    subscriptionStatus: effectiveSubscriptionStatus(profile, now),
    trialEndsAt: profile.trialEndsAt,
    preferredLanguage: profile.preferredLanguage,
    templateSearchTerm: profile.templateSearchTerm,
    templateModalityFilter: profile.templateModalityFilter,
    templateLanguageFilter: profile.templateLanguageFilter,
    autoFormatExternal: profile.autoFormatExternal,
    autoFillTemplateExternal: profile.autoFillTemplateExternal,
    autoGenerateReportExternal: profile.autoGenerateReportExternal,
  };
}
