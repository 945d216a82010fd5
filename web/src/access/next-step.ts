import { deriveAccessType, effectiveSubscriptionStatus } from '@befundklar/shared/access';
import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { isTrialExpired } from './page-access';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NextStep {
  label: string;
  to: string;
  note: string;
}

/** Whole days left of a running trial, rounded up as the server does (0 when none runs). */
export function trialDaysLeft(user: Pick<CurrentUser, 'trialEndsAt'>, now = new Date()): number {
  if (!user.trialEndsAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(user.trialEndsAt) - now.getTime()) / DAY_MS));
}

export function daysText(days: number): string {
  return days === 1 ? '1 Tag' : `${days} Tage`;
}

/**
 * What a signed-in user can do next, for the landing page's calls to action (which invite
 * visitors to the trial). Until the workspace exists (a later issue), users with access are
 * pointed to the tutorials; users without access to /subscribe.
 */
export function nextStepFor(user: CurrentUser, now = new Date()): NextStep {
  if (deriveAccessType(user, now) === 'full_access') {
    const trialing = user.role !== 'admin' && !user.manualFullAccess;
    const days = trialDaysLeft(user, now);
    const note =
      trialing && effectiveSubscriptionStatus(user, now) === 'trialing'
        ? `Ihre Testphase läuft noch ${daysText(days)}.`
        : 'Sie haben vollen Zugang.';
    return { label: 'Zu den Anleitungen', to: '/tutorials', note };
  }
  return {
    label: 'Abonnement abschließen',
    to: '/subscribe',
    note: isTrialExpired(user, now)
      ? 'Ihre kostenlose Testphase ist abgelaufen.'
      : 'Sie haben derzeit kein aktives Abonnement.',
  };
}
