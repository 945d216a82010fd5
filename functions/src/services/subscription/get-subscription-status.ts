import { deriveAccessType, effectiveSubscriptionStatus } from '@befundklar/shared/access';
import { MONTHLY_PRICE } from '@befundklar/shared/constants';
import type { SubscriptionStatus } from '@befundklar/shared/schemas/user';
import type { UserProfile } from '../../repositories/user-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account's subscription state; Stripe adds paid plans in a later issue. */
export function getSubscriptionStatus(profile: UserProfile, now = new Date()): SubscriptionStatus {
  const status = effectiveSubscriptionStatus(profile, now);
  const msLeft =
    status === 'trialing' && profile.trialEndsAt ? Date.parse(profile.trialEndsAt) - now.getTime() : 0;
  return {
    status,
    // "Has subscription" is true for active, a running trial, admins and manual full access (spec 01 §4).
    hasActiveSubscription: deriveAccessType(profile, now) === 'full_access',
    isLegacyUser: false,
    trialDaysLeft: Math.max(0, Math.ceil(msLeft / DAY_MS)),
    betaDiscountActive: false,
    betaDiscountMonthsLeft: 0,
    currentPrice: MONTHLY_PRICE,
  };
}
