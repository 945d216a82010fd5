import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';

/**
 * Whether the current visitor is signed in: GET /api/auth/user, where 401 means "visitor".
 * Kept to this one question on purpose; the shared current-user query (api/queries/auth.ts)
 * replaces it once it exists. Cache and retries as spec 01 section 9 sets for the auth user.
 */
const signedInQuery = queryOptions({
  queryKey: ['tutorials', 'signed-in'],
  queryFn: async () => (await apiGet<unknown>('/api/auth/user', { on401: 'returnNull' })) !== null,
  staleTime: 5 * 60 * 1000,
  retry: 2,
});

/** True only once the server has answered 401; false while loading, on errors and when signed in. */
export function useIsVisitor(): boolean {
  const { data } = useQuery(signedInQuery);
  return data === false;
}
