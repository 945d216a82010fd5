import { type AccessType, deriveAccessType } from '@befundklar/shared/access';
import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { authQueries } from '../api/queries/auth';

export interface Access {
  /** Undefined while loading, null for visitors. */
  user: CurrentUser | null | undefined;
  /** Undefined while the user loads (spec 01 section 2.1: a spinner meanwhile). */
  accessType: AccessType | undefined;
  isLoading: boolean;
}

/** The current user and the access type derived from it with the shared rule. */
export function useAccess(): Access {
  const { data, isPending, isError } = useQuery(authQueries.user());
  // A failed call (after its retries) counts as not signed in: the server refuses anyway.
  const user = isError ? null : data;
  const isLoading = isPending && !isError;
  return { user, accessType: isLoading ? undefined : deriveAccessType(user), isLoading };
}
