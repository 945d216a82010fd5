import { ApiError } from '../../api/client';
import { FALLBACK } from './auth-texts';

/** The four states of /reset-password (spec 01 sections 2.6 and 4). */
export type ResetPageState =
  | { kind: 'verifying' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'form' }
  | { kind: 'success' };

/** The token from the router's location, else from the browser's (spec 01 section 2.6). */
export function readResetToken(routerSearch: string, windowSearch: string): string {
  return (
    new URLSearchParams(routerSearch).get('token') || new URLSearchParams(windowSearch).get('token') || ''
  );
}

/** Why a link was refused: the server's message, a network error's own, or the fallbacks. */
export function invalidLinkReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? FALLBACK.tokenInvalid;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK.unknown;
}

export function resetPageState(
  token: string,
  check: { isPending: boolean; isSuccess: boolean; error: unknown },
  done: boolean,
): ResetPageState {
  if (done) return { kind: 'success' };
  if (!token) return { kind: 'invalid', reason: FALLBACK.noToken };
  if (check.isSuccess) return { kind: 'form' };
  if (check.error) return { kind: 'invalid', reason: invalidLinkReason(check.error) };
  return { kind: 'verifying' };
}
