import type { SubscriptionStatus } from '@befundklar/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { subscribeMailto, summarizeSubscription } from './subscription-summary';

const status = (fields: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  status: 'trialing',
  hasActiveSubscription: true,
  isLegacyUser: false,
  trialDaysLeft: 5,
  betaDiscountActive: false,
  betaDiscountMonthsLeft: 0,
  currentPrice: 29,
  ...fields,
});
const user = { role: 'user' as const, manualFullAccess: false };

describe('Function: summarizeSubscription', () => {
  it('tells the days left of a running trial', () => {
    expect(summarizeSubscription(status({}), user).text).toContain('noch 5 Tage');
    expect(summarizeSubscription(status({ trialDaysLeft: 1 }), user).text).toContain('noch 1 Tag.');
  });

  it('says plainly that the trial has ended', () => {
    const summary = summarizeSubscription(status({ status: 'trial_expired', trialDaysLeft: 0 }), user);
    expect(summary).toMatchObject({ title: 'Testphase abgelaufen', tone: 'warning' });
  });

  it('knows full access without a plan and no subscription', () => {
    expect(summarizeSubscription(status({ status: 'canceled' }), { ...user, role: 'admin' }).title).toBe(
      'Voller Zugang',
    );
    expect(summarizeSubscription(status({ status: 'canceled' }), user).title).toBe('Kein aktives Abonnement');
  });
});

describe('Function: subscribeMailto', () => {
  it("opens a mail to support with the subject 'Abonnement abschließen'", () => {
    const url = new URL(subscribeMailto('support@example.com', { email: 'anna@example.com' }));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@example.com');
    expect(url.searchParams.get('subject')).toBe('Abonnement abschließen');
    expect(url.searchParams.get('body')).toContain('anna@example.com');
  });
});
