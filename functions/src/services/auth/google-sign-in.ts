import { createHash, randomBytes } from 'node:crypto';
import { BadRequestError } from '../../lib/errors';
import { signToken, verifyToken } from '../../lib/signed-token';
import type { AuthTokens, Identity } from '../../ports/identity';
import type { UserProfile, UserRepository } from '../../repositories/user-repository';
import { ensureProfile } from '../profile/ensure-profile';
import { withIdentityErrors } from './identity-errors';

/** The browser-bound half of the OAuth state: a cookie that only this browser holds. */
export const OAUTH_COOKIE = 'bk_oauth';
const STATE_VALIDITY_MS = 10 * 60 * 1000;

export interface GoogleSignInSettings {
  /** https://<prefix>.auth.<region>.amazoncognito.com */
  cognitoDomain: string;
  clientId: string;
  appOrigin: string;
  signingKey: string;
}

const redirectUri = (appOrigin: string) => `${appOrigin}/api/login/google/callback`;

/**
 * Starts Google sign-in through Cognito's hosted UI: PKCE (the verifier stays in an HttpOnly
 * cookie) and a signed, expiring state that must come back with the same cookie.
 */
export function startGoogleSignIn(
  settings: GoogleSignInSettings,
  now = new Date(),
): { location: string; cookieValue: string } {
  const nonce = randomBytes(16).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const state = signToken(
    { purpose: 'oauth-state', nonce },
    settings.signingKey,
    new Date(now.getTime() + STATE_VALIDITY_MS),
  );
  const url = new URL('/oauth2/authorize', settings.cognitoDomain);
  url.search = new URLSearchParams({
    identity_provider: 'Google',
    client_id: settings.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri(settings.appOrigin),
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { location: url.toString(), cookieValue: `${nonce}.${verifier}` };
}

export interface CompleteGoogleSignInOptions {
  settings: GoogleSignInSettings;
  identity: Identity;
  users: UserRepository;
  adminEmails: string[];
  code: string | undefined;
  state: string | undefined;
  cookieValue: string | undefined;
  fetchImpl?: typeof fetch;
  now?: Date;
}

/** Checks the state against the cookie, exchanges the code for tokens, creates or finds the profile. */
export async function completeGoogleSignIn(
  options: CompleteGoogleSignInOptions,
): Promise<{ tokens: AuthTokens; profile: UserProfile }> {
  const {
    settings,
    identity,
    users,
    adminEmails,
    code,
    state,
    cookieValue,
    fetchImpl = fetch,
    now,
  } = options;
  const [nonce, verifier] = (cookieValue ?? '').split('.');
  const payload = state ? verifyToken(state, settings.signingKey, now) : undefined;
  if (!code || !nonce || !verifier || payload?.purpose !== 'oauth-state' || payload.nonce !== nonce) {
    throw new BadRequestError(
      'Die Google-Anmeldung ist abgelaufen oder ungültig. Bitte versuchen Sie es erneut.',
    );
  }
  const response = await fetchImpl(new URL('/oauth2/token', settings.cognitoDomain), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: settings.clientId,
      code,
      redirect_uri: redirectUri(settings.appOrigin),
      code_verifier: verifier,
    }),
  });
  if (!response.ok)
    throw new BadRequestError(
      'Die Google-Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
    );
  const body = (await response.json()) as {
    access_token?: string;
    id_token?: string;
    refresh_token?: string;
    expires_in?: number;
  };
  if (!body.access_token || !body.id_token)
    throw new BadRequestError('Die Google-Anmeldung lieferte keine Anmeldedaten.');
  const tokens: AuthTokens = {
    accessToken: body.access_token,
    idToken: body.id_token,
    ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
    expiresInSeconds: body.expires_in ?? 3600,
  };
  const claims = await withIdentityErrors(() => identity.verifyIdToken(tokens.idToken));
  const profile = await ensureProfile({
    users,
    claims,
    authProvider: 'google',
    adminEmails,
    ...(now ? { now } : {}),
  });
  return { tokens, profile };
}
