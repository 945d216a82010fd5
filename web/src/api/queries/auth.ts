import { deriveAccessType } from '@befundklar/shared/access';
import type { LoginRequest, RegisterRequest, ResetPasswordRequest } from '@befundklar/shared/schemas/auth';
import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../client';

/** Spec 01 section 9: the current user is cached for 5 minutes and retried at most twice. */
export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;
export const CURRENT_USER_MAX_RETRIES = 2;

/** A failed user call other than 401 (spec 01 section 7: 'HTTP error! status: {code}'). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** GET /api/auth/user: the signed-in user, or null when the server answers 401 (not signed in). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiGet<CurrentUser>('/api/auth/user', { on401: 'returnNull' });
  } catch (error) {
    throw error instanceof ApiError ? new HttpStatusError(error.status) : error;
  }
}

/** 401 never reaches here (it is null); 404 will not heal by asking again. */
export function retryCurrentUser(failureCount: number, error: unknown): boolean {
  const status = error instanceof HttpStatusError ? error.status : undefined;
  if (status === 401 || status === 404) return false;
  return failureCount < CURRENT_USER_MAX_RETRIES;
}

/**
 * The workspace (a later issue) lives at / for users with full access. Refetching the user there
 * when the window regains focus would re-render the editor under the radiologist's hands, so the
 * spec leaves it out there; everywhere else a returning tab picks up a changed session.
 */
export function isOnWorkspace(user: CurrentUser | null | undefined, pathname: string): boolean {
  return pathname === '/' && deriveAccessType(user) === 'full_access';
}

export const authQueries = {
  all: ['auth'] as const,
  user: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'user'] as const,
      queryFn: fetchCurrentUser,
      staleTime: CURRENT_USER_STALE_MS,
      retry: retryCurrentUser,
      refetchOnWindowFocus: (query) =>
        typeof window === 'undefined' || !isOnWorkspace(query.state.data, window.location.pathname),
    }),
};

/** The account calls of spec 01 section 7; errors are ApiErrors ('{status}: {body}'). */
export interface LoginAnswer {
  user: CurrentUser;
}
export interface MessageAnswer {
  message: string;
}

export const authCalls = {
  register: (body: RegisterRequest) =>
    apiRequest<MessageAnswer & { email: string }>('POST', '/api/auth/email/register', body),
  login: (body: LoginRequest) => apiRequest<LoginAnswer>('POST', '/api/auth/email/login', body),
  verifyEmail: (body: { email: string; code: string }) =>
    apiRequest<MessageAnswer>('POST', '/api/auth/email/verify-email', body),
  resendCode: (body: { email: string }) =>
    apiRequest<MessageAnswer>('POST', '/api/auth/email/resend-otp', body),
  forgotPassword: (body: { email: string }) =>
    apiRequest<MessageAnswer>('POST', '/api/auth/email/forgot-password', body),
  verifyResetToken: (token: string) =>
    apiRequest<{ valid: boolean }>(
      'GET',
      `/api/auth/email/verify-reset-token?token=${encodeURIComponent(token)}`,
    ),
  resetPassword: (body: ResetPasswordRequest) =>
    apiRequest<MessageAnswer>('POST', '/api/auth/email/reset-password', body),
};

/** Browser navigations, not fetch calls: the server answers with redirects and cookies. */
export const GOOGLE_SIGN_IN_PATH = '/api/login/google';
export const LOGOUT_PATH = '/api/logout';

/** A sign-in refused because the address is not confirmed yet (403 with code EMAIL_NOT_VERIFIED). */
export function isEmailNotVerified(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  try {
    const body: unknown = JSON.parse(error.body);
    return (
      typeof body === 'object' &&
      body !== null &&
      'details' in body &&
      typeof body.details === 'object' &&
      body.details !== null &&
      'code' in body.details &&
      body.details.code === 'EMAIL_NOT_VERIFIED'
    );
  } catch {
    return false;
  }
}

/**
 * The text for a failed account call (spec 01 section 8): the server's message, else the call's
 * fallback; a network error (fetch rejects with a TypeError) shows its own message.
 */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
