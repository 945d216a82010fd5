import { deriveAccessType, effectiveSubscriptionStatus } from '@befundklar/shared/access';
import type { CurrentUser } from '@befundklar/shared/schemas/user';

/**
 * Who may open a page (spec 01 section 2.2), set on each route row of router.tsx as
 * `handle: { access }`. Rows without one are public. The server enforces every API call on its
 * own; these guards only spare users pages they cannot use.
 * - public: everyone (legal pages, tutorials, /subscribe, /reset-password, the 404 page).
 * - home: `/`; everyone sees it, but an expired trial is sent to /subscribe (spec 01 section 6).
 * - visitors: /login; signed-in users are sent to /.
 * - signed-in: visitors see the login prompt.
 * - full-access: visitors see the login prompt, users without access are sent to /subscribe.
 * - admin: visitors see the login prompt, everyone else the 404 page.
 */
export type PageAccess = 'public' | 'home' | 'visitors' | 'signed-in' | 'full-access' | 'admin';

export interface RouteHandle {
  access?: PageAccess;
}

export type PageDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'login-prompt' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; to: '/' | '/subscribe'; trialExpired: boolean };

export interface UserState {
  /** Undefined while loading (or when the call failed), null when not signed in. */
  user: CurrentUser | null | undefined;
  loading: boolean;
}

/**
 * Spec 01 section 6: neither active nor trialing, and the trial ended. Admins and manual full
 * access never count as expired.
 */
export function isTrialExpired(user: CurrentUser | null | undefined, now = new Date()): boolean {
  if (!user || user.role === 'admin' || user.manualFullAccess) return false;
  const status = effectiveSubscriptionStatus(user, now);
  if (status === 'active' || status === 'trialing') return false;
  return user.trialEndsAt !== null && Date.parse(user.trialEndsAt) <= now.getTime();
}

const RENDER: PageDecision = { kind: 'render' };
const LOADING: PageDecision = { kind: 'loading' };

/** The guard of one page for one user: what to show instead of (or before) the page. */
export function decidePage(access: PageAccess, state: UserState, now = new Date()): PageDecision {
  const { user, loading } = state;
  const toSubscribe = (): PageDecision => ({
    kind: 'redirect',
    to: '/subscribe',
    trialExpired: isTrialExpired(user, now),
  });
  switch (access) {
    case 'public':
      return RENDER;
    case 'home':
      // Visitors get the landing page at once; the redirect follows once the user is known.
      return user && isTrialExpired(user, now) ? toSubscribe() : RENDER;
    case 'visitors':
      if (loading) return LOADING;
      return user ? { kind: 'redirect', to: '/', trialExpired: false } : RENDER;
    case 'signed-in':
      if (loading) return LOADING;
      return user ? RENDER : { kind: 'login-prompt' };
    case 'full-access':
      if (loading) return LOADING;
      if (!user) return { kind: 'login-prompt' };
      return deriveAccessType(user, now) === 'full_access' ? RENDER : toSubscribe();
    case 'admin':
      if (loading) return LOADING;
      if (!user) return { kind: 'login-prompt' };
      return user.role === 'admin' ? RENDER : { kind: 'not-found' };
  }
}

/** The access of the deepest matched route that names one (else public). */
export function pageAccessOf(matches: readonly { handle?: unknown }[]): PageAccess {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.access) return handle.access;
  }
  return 'public';
}
