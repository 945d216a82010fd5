import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getAdapters } from '../config/adapters';
import { type ResolvedSession, resolveSession } from '../services/session/resolve-session';

/** The session of a request, from its cookies, with the adapters of this function. */
export function resolveRequestSession(event: APIGatewayProxyEventV2): Promise<ResolvedSession> {
  const { identity, users, revokedTokens, config } = getAdapters();
  return resolveSession({
    cookies: event.cookies,
    identity,
    users,
    revokedTokens,
    cookieOptions: { secure: config.STAGE !== 'local' },
  });
}

/** The viewer's IP: CloudFront's viewer-address header ("ip:port") when present, else the caller. */
export function viewerIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext.http.sourceIp;
}
