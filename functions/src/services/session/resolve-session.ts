import type { Identity, IdentityError } from '../../ports/identity';
import type { RevokedTokenRepository } from '../../repositories/revoked-token-repository';
import type { UserProfile, UserRepository } from '../../repositories/user-repository';
import {
  ACCESS_COOKIE,
  type CookieOptions,
  clearedSessionCookies,
  REFRESH_COOKIE,
  readCookies,
  sessionCookies,
} from './cookies';

export interface ResolveSessionOptions {
  cookies: string[] | undefined;
  identity: Identity;
  users: UserRepository;
  revokedTokens: RevokedTokenRepository;
  cookieOptions: CookieOptions;
}

export interface ResolvedSession {
  profile: UserProfile | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Cookies to send back: a refreshed access token, or clearing a dead session. */
  setCookies: string[];
}

/**
 * Who is calling: verifies the access token (signature, issuer, client, expiry, not revoked by a
 * logout), refreshes it silently with the refresh token when it is missing or expired, and loads
 * the profile. A session that cannot be used is cleared, never half-kept.
 */
export async function resolveSession({
  cookies,
  identity,
  users,
  revokedTokens,
  cookieOptions,
}: ResolveSessionOptions): Promise<ResolvedSession> {
  const values = readCookies(cookies);
  const refreshToken = values[REFRESH_COOKIE] || null;
  let accessToken = values[ACCESS_COOKIE] || null;
  const none = (clear: boolean): ResolvedSession => ({
    profile: null,
    accessToken: null,
    refreshToken: null,
    setCookies: clear ? clearedSessionCookies(cookieOptions) : [],
  });
  if (!accessToken && !refreshToken) return none(false);

  const setCookies: string[] = [];
  let claims = accessToken
    ? await identity.verifyAccessToken(accessToken).catch((_: IdentityError) => null)
    : null;
  if (claims && (await revokedTokens.isRevoked(claims.tokenId))) return none(true);
  if (!claims && refreshToken) {
    const refreshed = await identity.refresh(refreshToken).catch(() => null);
    if (!refreshed) return none(true);
    accessToken = refreshed.accessToken;
    claims = await identity.verifyAccessToken(accessToken).catch(() => null);
    setCookies.push(...sessionCookies({ ...refreshed, refreshToken: undefined }, cookieOptions));
  }
  if (!claims) return none(true);
  const profile = await users.findById(claims.sub);
  if (!profile || profile.status === 'inactive') return none(true);
  return { profile, accessToken, refreshToken, setCookies };
}
