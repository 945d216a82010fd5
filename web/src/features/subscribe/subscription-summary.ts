import type { CurrentUser, SubscriptionStatus } from '@befundklar/shared/schemas/user';
import { daysText } from '../../access/next-step';

export interface SubscriptionSummary {
  title: string;
  text: string;
  tone: 'ok' | 'warning' | 'neutral';
}

/** The user's current status in plain words, from GET /api/subscription/status. */
export function summarizeSubscription(
  status: SubscriptionStatus,
  user: Pick<CurrentUser, 'role' | 'manualFullAccess'>,
): SubscriptionSummary {
  if (user.role === 'admin' || user.manualFullAccess) {
    return { title: 'Voller Zugang', text: 'Ihr Konto hat vollen Zugang ohne Abonnement.', tone: 'ok' };
  }
  switch (status.status) {
    case 'trialing':
      return {
        title: 'Kostenlose Testphase',
        text: `Ihre Testphase läuft noch ${daysText(status.trialDaysLeft)}. Danach brauchen Sie ein Abonnement, um Befundklar weiter zu nutzen.`,
        tone: 'ok',
      };
    case 'active':
      return { title: 'Abonnement aktiv', text: 'Ihr Monatsplan ist aktiv.', tone: 'ok' };
    case 'trial_expired':
      return {
        title: 'Testphase abgelaufen',
        text: 'Ihre kostenlose Testphase ist beendet. Schließen Sie ein Abonnement ab, um Befundklar weiter zu nutzen.',
        tone: 'warning',
      };
    default:
      return {
        title: 'Kein aktives Abonnement',
        text: 'Sie haben derzeit kein aktives Abonnement. Schließen Sie eines ab, um Befundklar zu nutzen.',
        tone: 'warning',
      };
  }
}

/** The mail that stands in for online payment until Stripe arrives (a later issue). */
export function subscribeMailto(supportEmail: string, user: Pick<CurrentUser, 'email'>): string {
  const subject = encodeURIComponent('Abonnement abschließen');
  const body = encodeURIComponent(
    `Guten Tag,\n\nich möchte den Monatsplan von Befundklar abschließen.\nMein Konto: ${user.email}\n`,
  );
  return `mailto:${supportEmail}?subject=${subject}&body=${body}`;
}
