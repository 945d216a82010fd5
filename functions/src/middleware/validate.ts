import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { BadRequestError, UnsupportedMediaTypeError } from '../lib/errors';

/** Reads the body as JSON (the only format the API accepts) and validates it with the schema. */
export function parseBody<T>(event: APIGatewayProxyEventV2, schema: z.ZodType<T>): T {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  let value: unknown;
  if (raw.trim() === '') {
    value = undefined;
  } else {
    const contentType = event.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(contentType)) throw new UnsupportedMediaTypeError();
    try {
      value = JSON.parse(raw);
    } catch {
      throw new BadRequestError('Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.');
    }
  }
  return validate(schema, value);
}

export function parseQuery<T>(event: APIGatewayProxyEventV2, schema: z.ZodType<T>): T {
  return validate(schema, event.queryStringParameters ?? {});
}

function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new BadRequestError(errors[0]?.message ?? 'Ungültige Anfrage.', { errors });
}
