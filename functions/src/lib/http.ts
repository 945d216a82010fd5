import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiResponse = APIGatewayProxyStructuredResultV2 & { statusCode: number };

/** Answers never go to shared caches: they are per user or live status. */
const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

export function json(statusCode: number, body: unknown, cookies?: string[]): ApiResponse {
  return {
    statusCode,
    headers: { ...baseHeaders },
    body: JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

export function redirect(location: string, cookies?: string[]): ApiResponse {
  return {
    statusCode: 302,
    headers: { location, 'cache-control': 'no-store' },
    body: '',
    ...(cookies?.length ? { cookies } : {}),
  };
}

export function html(statusCode: number, body: string): ApiResponse {
  return {
    statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
    body,
  };
}
