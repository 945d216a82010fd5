import { useQuery } from '@tanstack/react-query';
import { authQueries } from '../../api/queries/auth';

/** True only once the server has answered 401; false while loading, on errors and when signed in. */
export function useIsVisitor(): boolean {
  const { data } = useQuery(authQueries.user());
  return data === null;
}
