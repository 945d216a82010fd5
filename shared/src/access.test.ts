import { describe, expect, it } from 'vitest';
import { type AccessSubject, decideAccess, deriveAccessType } from './access';

const now = new Date('2026-11-22T12:00:00Z');
const user = (overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  role: 'user',
  manualFullAccess: false,
  subscriptionStatus: 'none',
  trialEndsAt: null,
  ...overrides,
});

describe('Function: deriveAccessType', () => {
  it.each([
    ['nobody signed in', null, 'unauthenticated'],
    [
      'an admin without subscription',
      user({ role: 'admin', subscriptionStatus: 'trial_expired' }),
      'full_access',
    ],
    ['manual full access', user({ manualFullAccess: true, subscriptionStatus: 'canceled' }), 'full_access'],
    ['an active subscription', user({ subscriptionStatus: 'active' }), 'full_access'],
    [
      'a running trial',
      user({ subscriptionStatus: 'trialing', trialEndsAt: '2026-11-25T00:00:00Z' }),
      'full_access',
    ],
    [
      'a trial past its end',
      user({ subscriptionStatus: 'trialing', trialEndsAt: '2026-11-20T00:00:00Z' }),
      'trial_expired',
    ],
    ['trial_expired', user({ subscriptionStatus: 'trial_expired' }), 'trial_expired'],
    ['a canceled subscription', user({ subscriptionStatus: 'canceled' }), 'authenticated_no_subscription'],
  ] as const)('%s gives %s', (_, subject, expected) => {
    expect(deriveAccessType(subject, now)).toBe(expected);
  });
});

describe('Function: decideAccess', () => {
  it('lets everyone call public routes', () => {
    expect(decideAccess('public', null, now)).toBe('allow');
  });

  it('asks visitors to sign in for every other level', () => {
    for (const level of ['signed-in', 'full-access', 'admin'] as const) {
      expect(decideAccess(level, null, now)).toBe('unauthenticated');
    }
  });

  it('refuses full-access routes to an expired trial and admin routes to non-admins', () => {
    const expired = user({ subscriptionStatus: 'trial_expired' });
    expect(decideAccess('signed-in', expired, now)).toBe('allow');
    expect(decideAccess('full-access', expired, now)).toBe('forbidden');
    expect(decideAccess('admin', user({ subscriptionStatus: 'active' }), now)).toBe('forbidden');
    expect(decideAccess('admin', user({ role: 'admin' }), now)).toBe('allow');
  });
});
