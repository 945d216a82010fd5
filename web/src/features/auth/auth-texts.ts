/**
 * Texts of the account screens. Those fixed by spec 01 (sections 2.5, 2.6, 4, 5 and 8) are
 * verbatim, including the English ones; the tests look for them.
 */
export const SUCCESS_TEXT = {
  signin: 'Sie sind jetzt angemeldet.',
  register: 'Ihr Konto wurde erfolgreich erstellt.',
  'forgot-password': 'Check your email to reset the password.',
} as const;
export const RESET_LINK_SENT_TITLE = 'Email sent!';

/** Fallbacks when a failed call carries no message of its own (spec 01 section 8). */
export const FALLBACK = {
  register: 'Registration failed',
  login: 'Login failed',
  verify: 'Verification failed',
  request: 'Request failed',
  resend: 'Failed to resend code',
  resetFailed: 'Password reset failed',
  tokenInvalid: 'Invalid or expired reset token',
  unknown: 'Unknown error',
  noToken: 'Invalid reset link',
  submitWithoutToken: 'Invalid reset token',
} as const;

export const RESEND_IDLE_LABEL = 'Bestätigungscode erneut senden';

/** The resend button (spec 01 section 4): the countdown while it runs, else the plain action. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Code erneut senden in ${secondsLeft}s` : RESEND_IDLE_LABEL;
}

export const STRENGTH_LABEL = { weak: 'Schwach', good: 'Gut', strong: 'Stark' } as const;
export const STRENGTH_COLOR = { weak: 'red', good: 'yellow', strong: 'green' } as const;

export const GOOGLE_ERROR =
  'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es erneut oder melden Sie sich mit Ihrer E-Mail-Adresse an.';
