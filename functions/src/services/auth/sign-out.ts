import { logger } from '../../lib/observability';
import type { Identity } from '../../ports/identity';
import type { RevokedTokenRepository } from '../../repositories/revoked-token-repository';

export interface SignOutOptions {
  identity: Identity;
  revokedTokens: RevokedTokenRepository;
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * Ends the session for good: Cognito revokes the refresh tokens, and the access token is recorded
 * as revoked until it expires (a JWT would otherwise stay valid). The cookies are cleared by the
 * caller in every case, even when the provider cannot be reached.
 */
export async function signOut({
  identity,
  revokedTokens,
  accessToken,
  refreshToken,
}: SignOutOptions): Promise<void> {
  if (!accessToken) return;
  const claims = await identity.verifyAccessToken(accessToken).catch(() => null);
  if (claims) await revokedTokens.revoke(claims.tokenId, claims.expiresAt);
  await identity
    .signOut({ accessToken, ...(refreshToken ? { refreshToken } : {}) })
    .catch((error: unknown) => {
      logger.warn('Sign-out at the identity provider failed', {
        error: error instanceof Error ? error.name : 'unknown',
      });
    });
}
