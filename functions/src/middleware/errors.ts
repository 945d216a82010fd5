import { HttpError } from '../lib/errors';
import { json } from '../lib/http';
import { logger } from '../lib/observability';
import type { ApiMiddleware } from './api-request';

/**
 * The one place errors become answers: an HttpError becomes its status with the German message;
 * anything else is logged (message and stack, never the request) and answered with a generic 500.
 */
export function mapErrors(): ApiMiddleware {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        const body: Record<string, unknown> = { message: error.message };
        if (error.details !== undefined) body.details = error.details;
        request.response = json(error.statusCode, body);
        return;
      }
      logger.error('Unhandled error', { error: error ?? undefined });
      request.response = json(500, { message: 'Interner Fehler. Bitte versuchen Sie es erneut.' });
    },
  };
}

/** Logs route key, status and duration of every call: ids and counts only, never bodies. */
export function logRequests(): ApiMiddleware {
  const finish: ApiMiddleware['after'] = (request) => {
    const route = request.internal.apiRequest?.route;
    logger.info('request', {
      routeKey: route ? `${route.method} ${route.path}` : 'unmatched',
      statusCode: request.response?.statusCode,
      durationMs: Date.now() - (request.internal.startedAt ?? Date.now()),
    });
  };
  return {
    before: (request) => {
      request.internal.startedAt = Date.now();
    },
    after: finish,
    onError: finish,
  };
}
