/** Business constants of the spec (01 section 9, 02 section 9) used on both sides. */
export const TRIAL_DAYS = 7;
export const MONTHLY_PRICE = 29;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const REDIRECT_AFTER_SIGN_IN_MS = 1500;
export const REDIRECT_AFTER_RESET_MS = 3000;
export const MODALITIES = ['CT', 'MRI', 'MX', 'IR', 'US', 'other'] as const;
export const TEMPLATE_LANGUAGES = ['en', 'de', 'es', 'pt', 'it', 'fr', 'pl', 'lt', 'ro'] as const;
