/**
 * Figures the legal texts quote (spec 02 section 9). Kept in one place so the
 * disclaimer, privacy policy and terms cannot drift apart.
 */
export const LIABILITY_CAP_MONTHS = 12;
export const LIABILITY_CAP_MINIMUM_USD = 50;
export const USAGE_DATA_RETENTION_MONTHS = 24;
export const TERMS_CHANGE_NOTICE_DAYS = 30;
export const TRIAL_DAYS = 7;
export const MONTHLY_PRICE = 29;
