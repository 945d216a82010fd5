import { MONTHLY_PRICE } from '@befundklar/shared/constants';
import type { SubscriptionStatus } from '@befundklar/shared/schemas/user';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** Spec 01 section 4: what the client assumes when the status call answers 401. */
export const UNAUTHENTICATED_STATUS: SubscriptionStatus = {
  status: 'unauthenticated',
  hasActiveSubscription: false,
  isLegacyUser: false,
  trialDaysLeft: 0,
  betaDiscountActive: false,
  betaDiscountMonthsLeft: 0,
  currentPrice: MONTHLY_PRICE,
};

/** GET /api/subscription/status; other failures raise the ApiError ('{status}: {body}'). */
export async function fetchSubscriptionStatus(): Promise<SubscriptionStatus> {
  const status = await apiGet<SubscriptionStatus>('/api/subscription/status', { on401: 'returnNull' });
  return status ?? UNAUTHENTICATED_STATUS;
}

export const subscriptionQueries = {
  all: ['subscription'] as const,
  // The client defaults already say: no retry, no refetch on focus (spec 01 section 7).
  status: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'status'] as const,
      queryFn: fetchSubscriptionStatus,
      retry: false,
      refetchOnWindowFocus: false,
    }),
};
