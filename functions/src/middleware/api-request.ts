import type { AccessSubject } from '@befundklar/shared/access';
import type { RouteDefinition } from '@befundklar/shared/routes';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { ApiResponse } from '../lib/http';

export type SessionUser = AccessSubject & { userId: string; email: string };

/**
 * What an operation receives: the route it serves, the caller, and input already validated with the
 * operation's zod schemas (as Powertools' parser middleware hands the handler a parsed event).
 */
export interface ApiRequest<TBody = unknown, TQuery = unknown> {
  event: APIGatewayProxyEventV2;
  route: RouteDefinition;
  user: SessionUser | null;
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
}

// biome-ignore lint/suspicious/noExplicitAny: the event is replaced by the ApiRequest along the chain.
export type ApiMiddleware = MiddlewareObj<any, ApiResponse, Error, Context, RequestState>;
