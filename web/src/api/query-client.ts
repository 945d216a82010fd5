import { QueryClient } from '@tanstack/react-query';

/**
 * Data fetching defaults from spec 01 section 9: data is never considered stale,
 * nothing refetches on focus or polls, and neither queries nor mutations retry.
 * Calls that need different behaviour (the current user: 5 minutes, 2 retries)
 * say so in their own queryOptions.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
