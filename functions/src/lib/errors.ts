/**
 * Errors that carry their HTTP status. Services throw these; the error middleware turns them into a
 * JSON answer with the German message ({ message }). Anything else becomes a logged 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: unknown;

  constructor(statusCode: number, message: string, details?: unknown) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.details = details;
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'Ungültige Anfrage.', details?: unknown) {
    super(400, message, details);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized: Bitte melden Sie sich an.') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Zugriff verweigert.') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Nicht gefunden.') {
    super(404, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Bitte senden Sie JSON (Content-Type: application/json).') {
    super(415, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.') {
    super(429, message);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'Dienst vorübergehend nicht verfügbar.', details?: unknown) {
    super(503, message, details);
  }
}
