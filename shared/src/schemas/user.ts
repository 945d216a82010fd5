/** Answers of the account calls, as the web app reads them (spec 01 section 3). */
export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  role: 'admin' | 'user';
  manualFullAccess: boolean;
  subscriptionStatus: string;
  trialEndsAt: string | null;
  preferredLanguage: string;
  templateSearchTerm: string;
  templateModalityFilter: string;
  templateLanguageFilter: string;
  autoFormatExternal: boolean;
  autoFillTemplateExternal: boolean;
  autoGenerateReportExternal: boolean;
}

export interface SubscriptionStatus {
  status: string;
  hasActiveSubscription: boolean;
  isLegacyUser: boolean;
  trialDaysLeft: number;
  betaDiscountActive: boolean;
  betaDiscountMonthsLeft: number;
  currentPrice: number;
}
