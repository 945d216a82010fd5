import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { nextStepFor, trialDaysLeft } from './next-step';

const NOW = new Date('2025-06-10T12:00:00Z');
const base = {
  firstName: 'Anna',
  role: 'user',
  manualFullAccess: false,
  subscriptionStatus: 'trialing',
  trialEndsAt: '2025-06-15T12:00:00Z',
} as CurrentUser;

describe('Function: nextStepFor', () => {
  it('points a running trial to the tutorials, with the days left', () => {
    expect(nextStepFor(base, NOW)).toEqual({
      label: 'Zu den Anleitungen',
      to: '/tutorials',
      note: 'Ihre Testphase läuft noch 5 Tage.',
    });
    expect(nextStepFor({ ...base, trialEndsAt: '2025-06-11T00:00:00Z' }, NOW).note).toBe(
      'Ihre Testphase läuft noch 1 Tag.',
    );
  });

  it('says full access for admins, manual access and active plans', () => {
    expect(nextStepFor({ ...base, role: 'admin' }, NOW).note).toBe('Sie haben vollen Zugang.');
    expect(nextStepFor({ ...base, subscriptionStatus: 'active' }, NOW).note).toBe('Sie haben vollen Zugang.');
  });

  it('sends users without access to /subscribe', () => {
    const expired = nextStepFor(
      { ...base, subscriptionStatus: 'trial_expired', trialEndsAt: '2025-06-01T00:00:00Z' },
      NOW,
    );
    expect(expired).toEqual({
      label: 'Abonnement abschließen',
      to: '/subscribe',
      note: 'Ihre kostenlose Testphase ist abgelaufen.',
    });
    expect(nextStepFor({ ...base, subscriptionStatus: 'canceled' }, NOW).note).toBe(
      'Sie haben derzeit kein aktives Abonnement.',
    );
  });
});

describe('Function: trialDaysLeft', () => {
  it('rounds up and never goes below 0', () => {
    expect(trialDaysLeft({ trialEndsAt: '2025-06-10T12:00:01Z' }, NOW)).toBe(1);
    expect(trialDaysLeft({ trialEndsAt: '2025-06-01T00:00:00Z' }, NOW)).toBe(0);
    expect(trialDaysLeft({ trialEndsAt: null }, NOW)).toBe(0);
  });
});
