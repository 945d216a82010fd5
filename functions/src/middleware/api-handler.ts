import { type Resource, type RouteDefinition, routeKey, routes } from '@befundklar/shared/routes';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { getRuntimeSettings } from '../config/runtime';
import { NotFoundError } from '../lib/errors';
import type { ApiResponse } from '../lib/http';
import { assertAccess, assertSameOrigin } from './access';
import type { ApiMiddleware, ApiRequest, Operation, RequestState } from './api-request';
import { logRequests, mapErrors } from './errors';
import { resolveRequestSession, viewerIp } from './session';
import { parseBody, parseQuery } from './validate';

/** Adds the session cookies decided on the way in to whatever the answer is, error or not. */
const sendSessionCookies: ApiMiddleware = {
  after: (request) => appendCookies(request.response, request.internal.setCookies),
  onError: (request) => appendCookies(request.response, request.internal.setCookies),
};

function appendCookies(response: ApiResponse | null | undefined, cookies: string[] | undefined) {
  if (!response || !cookies?.length) return;
  response.cookies = [...cookies, ...(response.cookies ?? [])];
}

/**
 * Builds the Lambda handler of one /api resource: every resource gets the same chain in the same
 * order (logging, error mapping, route, origin check, session, access check, validation), then the
 * operation. The operations must cover exactly the resource's rows of the route table: a missing or
 * extra operation fails at cold start (and in the unit tests), never silently at request time.
 */
export function createApiHandler(resource: Resource, operations: Record<string, Operation>) {
  const rows = routes.filter((route) => route.resource === resource) as readonly RouteDefinition[];
  const expected = rows.map(routeKey).sort();
  const given = Object.keys(operations).sort();
  if (expected.join('\n') !== given.join('\n')) {
    throw new Error(`Resource ${resource}: operations [${given}] do not match the route table [${expected}]`);
  }
  const byKey = new Map(
    rows.map((route) => [routeKey(route), { route, operation: operations[routeKey(route)] }]),
  );

  const prepare: ApiMiddleware = {
    before: async (request) => {
      const event = request.event as APIGatewayProxyEventV2;
      const entry = byKey.get(event.routeKey);
      if (!entry?.operation) throw new NotFoundError();
      if (!['GET', 'HEAD', 'OPTIONS'].includes(entry.route.method)) {
        assertSameOrigin(entry.route.method, event.headers.origin, (await getRuntimeSettings()).appOrigin);
      }
      const session = await resolveRequestSession(event);
      request.internal.setCookies = session.setCookies;
      assertAccess(entry.route, session.profile);
      const { operation } = entry;
      const apiRequest: ApiRequest = {
        event,
        route: entry.route,
        user: session.profile,
        session: { accessToken: session.accessToken, refreshToken: session.refreshToken },
        sourceIp: viewerIp(event),
        pathParameters: Object.fromEntries(
          Object.entries(event.pathParameters ?? {}).filter(
            (pair): pair is [string, string] => pair[1] !== undefined,
          ),
        ),
        body: operation.body ? parseBody(event, operation.body) : undefined,
        query: operation.query ? parseQuery(event, operation.query) : undefined,
      };
      request.internal.apiRequest = apiRequest;
      request.event = apiRequest;
    },
  };

  return middy<ApiRequest, ApiResponse, Error, Context, RequestState>()
    .use(logRequests())
    .use(sendSessionCookies)
    .use(mapErrors())
    .use(prepare)
    .handler(async (apiRequest) => {
      const entry = byKey.get(routeKey(apiRequest.route));
      if (!entry?.operation) throw new NotFoundError();
      return entry.operation.handle(apiRequest);
    }) as unknown as (event: APIGatewayProxyEventV2, context: Context) => Promise<ApiResponse>;
}
