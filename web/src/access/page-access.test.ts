import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { decidePage, isTrialExpired, type PageAccess, pageAccessOf } from './page-access';

const NOW = new Date('2025-06-10T12:00:00Z');
const PAST = '2025-06-01T00:00:00Z';
const FUTURE = '2025-06-14T00:00:00Z';

function user(fields: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@example.com',
    profileImageUrl: null,
    role: 'user',
    manualFullAccess: false,
    subscriptionStatus: 'trialing',
    trialEndsAt: FUTURE,
    preferredLanguage: 'de',
    templateSearchTerm: '',
    templateModalityFilter: 'all',
    templateLanguageFilter: 'all',
    autoFormatExternal: false,
    autoFillTemplateExternal: false,
    autoGenerateReportExternal: false,
    ...fields,
  };
}

const visitor = { user: null, loading: false };
const loading = { user: undefined, loading: true };
const trialing = { user: user(), loading: false };
const expired = { user: user({ subscriptionStatus: 'trial_expired', trialEndsAt: PAST }), loading: false };
const noSubscription = {
  user: user({ subscriptionStatus: 'canceled', trialEndsAt: FUTURE }),
  loading: false,
};
const admin = {
  user: user({ role: 'admin', subscriptionStatus: 'canceled', trialEndsAt: PAST }),
  loading: false,
};

describe('Function: isTrialExpired', () => {
  it('is true when neither active nor trialing and the trial ended', () => {
    expect(isTrialExpired(user({ subscriptionStatus: 'trial_expired', trialEndsAt: PAST }), NOW)).toBe(true);
    expect(isTrialExpired(user({ subscriptionStatus: 'canceled', trialEndsAt: PAST }), NOW)).toBe(true);
    // A stored 'trialing' past its end counts as expired (the shared effective status).
    expect(isTrialExpired(user({ subscriptionStatus: 'trialing', trialEndsAt: PAST }), NOW)).toBe(true);
  });

  it('is false for running trials, active plans, admins and manual full access', () => {
    expect(isTrialExpired(user(), NOW)).toBe(false);
    expect(isTrialExpired(user({ subscriptionStatus: 'active', trialEndsAt: PAST }), NOW)).toBe(false);
    expect(isTrialExpired(user({ subscriptionStatus: 'canceled', trialEndsAt: FUTURE }), NOW)).toBe(false);
    expect(
      isTrialExpired(user({ role: 'admin', subscriptionStatus: 'trial_expired', trialEndsAt: PAST }), NOW),
    ).toBe(false);
    expect(
      isTrialExpired(
        user({ manualFullAccess: true, subscriptionStatus: 'trial_expired', trialEndsAt: PAST }),
        NOW,
      ),
    ).toBe(false);
    expect(isTrialExpired(null, NOW)).toBe(false);
  });
});

describe('Function: decidePage', () => {
  const decide = (access: PageAccess, state: Parameters<typeof decidePage>[1]) =>
    decidePage(access, state, NOW);

  it('public pages render for everyone, even while loading', () => {
    for (const state of [visitor, loading, trialing, expired, admin]) {
      expect(decide('public', state)).toEqual({ kind: 'render' });
    }
  });

  it('home renders at once, and sends an expired trial to /subscribe with the toast', () => {
    expect(decide('home', loading)).toEqual({ kind: 'render' });
    expect(decide('home', visitor)).toEqual({ kind: 'render' });
    expect(decide('home', trialing)).toEqual({ kind: 'render' });
    expect(decide('home', noSubscription)).toEqual({ kind: 'render' });
    expect(decide('home', expired)).toEqual({ kind: 'redirect', to: '/subscribe', trialExpired: true });
  });

  it('visitor pages (/login) wait for the user, then send signed-in users to /', () => {
    expect(decide('visitors', loading)).toEqual({ kind: 'loading' });
    expect(decide('visitors', visitor)).toEqual({ kind: 'render' });
    expect(decide('visitors', trialing)).toEqual({ kind: 'redirect', to: '/', trialExpired: false });
  });

  it('signed-in pages show visitors the login prompt', () => {
    expect(decide('signed-in', loading)).toEqual({ kind: 'loading' });
    expect(decide('signed-in', visitor)).toEqual({ kind: 'login-prompt' });
    expect(decide('signed-in', expired)).toEqual({ kind: 'render' });
  });

  it('full-access pages: login prompt, /subscribe (with the toast when the trial ended), or the page', () => {
    expect(decide('full-access', visitor)).toEqual({ kind: 'login-prompt' });
    expect(decide('full-access', noSubscription)).toEqual({
      kind: 'redirect',
      to: '/subscribe',
      trialExpired: false,
    });
    expect(decide('full-access', expired)).toEqual({
      kind: 'redirect',
      to: '/subscribe',
      trialExpired: true,
    });
    expect(decide('full-access', trialing)).toEqual({ kind: 'render' });
    expect(decide('full-access', admin)).toEqual({ kind: 'render' });
  });

  it('admin pages: login prompt for visitors, 404 for other users', () => {
    expect(decide('admin', visitor)).toEqual({ kind: 'login-prompt' });
    expect(decide('admin', trialing)).toEqual({ kind: 'not-found' });
    expect(decide('admin', admin)).toEqual({ kind: 'render' });
  });
});

describe('Function: pageAccessOf', () => {
  it('takes the deepest route that names an access level, else public', () => {
    expect(pageAccessOf([{ handle: undefined }, { handle: { access: 'visitors' } }])).toBe('visitors');
    expect(pageAccessOf([{ handle: { access: 'signed-in' } }, { handle: {} }])).toBe('signed-in');
    expect(pageAccessOf([{}, {}])).toBe('public');
  });
});
