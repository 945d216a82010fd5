import type { Access } from './routes';

/**
 * Who may do what, derived one way for the server (enforcement) and the web app (navigation).
 * Spec 01 sections 2.1 and 6: admin and manual full access win over any subscription state.
 */
export type AccessType =
  | 'unauthenticated'
  | 'full_access'
  | 'trial_expired'
  | 'authenticated_no_subscription';

export interface AccessSubject {
  role: 'admin' | 'user';
  manualFullAccess: boolean;
  subscriptionStatus: string;
  /** ISO 8601; the end of the account trial. */
  trialEndsAt: string | null;
}

/** A trial past its end is 'trial_expired', whatever the stored status still says. */
export function effectiveSubscriptionStatus(
  subject: Pick<AccessSubject, 'subscriptionStatus' | 'trialEndsAt'>,
  now = new Date(),
): string {
  const trialRunning = subject.trialEndsAt !== null && Date.parse(subject.trialEndsAt) > now.getTime();
  return subject.subscriptionStatus === 'trialing' && !trialRunning
    ? 'trial_expired'
    : subject.subscriptionStatus;
}

export function deriveAccessType(subject: AccessSubject | null | undefined, now = new Date()): AccessType {
  if (!subject) return 'unauthenticated';
  if (subject.role === 'admin' || subject.manualFullAccess) return 'full_access';
  const status = effectiveSubscriptionStatus(subject, now);
  if (status === 'active' || status === 'trialing') return 'full_access';
  if (status === 'trial_expired') return 'trial_expired';
  return 'authenticated_no_subscription';
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** The server's rule for one route: the route table's access level against the caller. */
export function decideAccess(required: Access, subject: AccessSubject | null | undefined, now = new Date()) {
  if (required === 'public') return 'allow' satisfies AccessDecision;
  if (!subject) return 'unauthenticated' satisfies AccessDecision;
  if (required === 'signed-in') return 'allow' satisfies AccessDecision;
  if (required === 'admin')
    return (subject.role === 'admin' ? 'allow' : 'forbidden') satisfies AccessDecision;
  return (deriveAccessType(subject, now) === 'full_access' ? 'allow' : 'forbidden') satisfies AccessDecision;
}
