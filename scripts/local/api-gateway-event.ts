import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteMatch } from '@befundklar/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/**
 * Turns a Node request into the API Gateway HTTP API (payload format 2.0) event that the deployed
 * stack delivers to the same handler: lower-case headers joined by commas, cookies as an array,
 * binary bodies base64-encoded.
 */
export function toApiGatewayEvent(
  request: IncomingMessage,
  body: Buffer,
  url: URL,
  match: RouteMatch,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = request.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    queryStringParameters[name] =
      name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const routeKey = `${match.route.method} ${match.route.path}`;
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(cookies?.length ? { cookies } : {}),
    ...(url.searchParams.size ? { queryStringParameters } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

/** Writes a handler's structured result the way API Gateway does (cookies become Set-Cookie). */
export function writeApiGatewayResult(
  response: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
  extraHeaders: Record<string, string> = {},
): void {
  const body = result.body
    ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  headers['content-length'] = String(body.length);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}
