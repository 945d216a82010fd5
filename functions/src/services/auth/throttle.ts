import { TooManyRequestsError } from '../../lib/errors';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';

/**
 * Limits per action: attempts per window, per e-mail address and per IP address. The IP limits are
 * generous because a whole hospital may share one address.
 */
export const LIMITS = {
  login: { windowSeconds: 15 * 60, perEmail: 10, perIp: 200 },
  register: { windowSeconds: 60 * 60, perEmail: 5, perIp: 100 },
  verify: { windowSeconds: 15 * 60, perEmail: 10, perIp: 200 },
  resend: { windowSeconds: 60 * 60, perEmail: 5, perIp: 100 },
  forgot: { windowSeconds: 60 * 60, perEmail: 5, perIp: 100 },
  reset: { windowSeconds: 15 * 60, perEmail: 10, perIp: 100 },
  contact: { windowSeconds: 60 * 60, perEmail: 5, perIp: 30 },
} as const;

export type ThrottledAction = keyof typeof LIMITS;

/** The resend rule of the dialog (60 s countdown), enforced on the server as well. */
export const RESEND_COOLDOWN_SECONDS = 60;

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
}

/** Counts the attempt for the e-mail and the IP; refuses with 429 once either is over its limit. */
export async function enforceRateLimit(
  rateLimits: RateLimitRepository,
  action: ThrottledAction,
  { email, ip }: { email?: string | undefined; ip: string },
  now = Date.now(),
): Promise<void> {
  const limit = LIMITS[action];
  const checks: Promise<{ count: number; windowEndsAt: number; max: number }>[] = [
    rateLimits
      .countAttempt(action, `ip:${ip}`, limit.windowSeconds, now)
      .then((result) => ({ ...result, max: limit.perIp })),
  ];
  if (email)
    checks.push(
      rateLimits
        .countAttempt(action, `email:${email}`, limit.windowSeconds, now)
        .then((result) => ({ ...result, max: limit.perEmail })),
    );
  const over = (await Promise.all(checks)).find((result) => result.count > result.max);
  if (over) {
    throw new TooManyRequestsError(
      `Zu viele Versuche. Bitte versuchen Sie es in ${minutesText(over.windowEndsAt - now)} erneut.`,
    );
  }
}

/** Claims the resend cool-down for an e-mail address; 429 with the seconds left when it runs. */
export async function claimResendCooldown(
  rateLimits: RateLimitRepository,
  email: string,
  now = Date.now(),
): Promise<void> {
  const result = await rateLimits.claimCooldown('code-sent', email, RESEND_COOLDOWN_SECONDS, now);
  if (!result.ok) {
    const seconds = Math.ceil(result.retryInMs / 1000);
    throw new TooManyRequestsError(
      `Bitte warten Sie noch ${seconds} Sekunden, bevor Sie einen neuen Code anfordern.`,
    );
  }
}
