import { type Resource, type RouteDefinition, routeKey, routes } from '@befundklar/shared/routes';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { NotFoundError } from '../lib/errors';
import type { ApiResponse } from '../lib/http';
import { assertAccess } from './access';
import type { ApiMiddleware, ApiRequest, Operation, RequestState } from './api-request';
import { logRequests, mapErrors } from './errors';
import { resolveSessionUser } from './session';
import { parseBody, parseQuery } from './validate';

/**
 * Builds the Lambda handler of one /api resource: every resource gets the same chain in the same
 * order (logging, error mapping, route, session, access check, validation), then the operation.
 * The operations must cover exactly the resource's rows of the route table: a missing or extra
 * operation fails at cold start (and in the unit tests), never silently at request time.
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
      const user = await resolveSessionUser(event);
      assertAccess(entry.route, user);
      const { operation } = entry;
      const apiRequest: ApiRequest = {
        event,
        route: entry.route,
        user,
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
    .use(mapErrors())
    .use(prepare)
    .handler(async (apiRequest) => {
      const entry = byKey.get(routeKey(apiRequest.route));
      if (!entry?.operation) throw new NotFoundError();
      return entry.operation.handle(apiRequest);
    }) as unknown as (event: APIGatewayProxyEventV2, context: Context) => Promise<ApiResponse>;
}
