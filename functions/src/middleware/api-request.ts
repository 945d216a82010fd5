import type { RouteDefinition } from '@befundklar/shared/routes';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { ApiResponse } from '../lib/http';
import type { UserProfile } from '../repositories/user-repository';

/**
 * What an operation receives: the route it serves, the caller, and input already validated with the
 * operation's zod schemas (as Powertools' parser middleware hands the handler a parsed event).
 */
export interface ApiRequest<TBody = unknown, TQuery = unknown> {
  event: APIGatewayProxyEventV2;
  route: RouteDefinition;
  /** The signed-in caller's profile, or null for a visitor. */
  user: UserProfile | null;
  /** The caller's session tokens (for logout), when signed in. */
  session: { accessToken: string | null; refreshToken: string | null };
  /** The viewer's IP address (CloudFront's viewer address header when behind CloudFront). */
  sourceIp: string;
  pathParameters: Record<string, string>;
  body: TBody;
  query: TQuery;
}

export interface Operation<TBody = unknown, TQuery = unknown> {
  body?: z.ZodType<TBody>;
  query?: z.ZodType<TQuery>;
  handle(request: ApiRequest<TBody, TQuery>): Promise<ApiResponse>;
}

/** Declares one operation with its schemas; the types of body and query follow from them. */
export function defineOperation<TBody = undefined, TQuery = undefined>(operation: Operation<TBody, TQuery>) {
  return operation as Operation<unknown, unknown>;
}

/** State the chain builds up per request; middlewares fill it in order. */
export interface RequestState extends Record<string, unknown> {
  startedAt?: number;
  apiRequest?: ApiRequest;
  /** Session cookies to add to whatever the answer is (refreshed or cleared session). */
  setCookies?: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: the event is replaced by the ApiRequest along the chain.
export type ApiMiddleware = MiddlewareObj<any, ApiResponse, Error, Context, RequestState>;
