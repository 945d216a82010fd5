import { BadRequestError, HttpError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { IdentityError } from '../../ports/identity';

/** The answer the dialog shows when the identity provider says no, in German. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof IdentityError)) return error;
  switch (error.kind) {
    case 'wrong-credentials':
    case 'user-not-found':
      return new UnauthorizedError('E-Mail-Adresse oder Passwort ist falsch.');
    case 'not-confirmed':
      return new HttpError(
        403,
        'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Code, den wir Ihnen geschickt haben.',
        {
          code: 'EMAIL_NOT_VERIFIED',
        },
      );
    case 'user-exists':
      return new HttpError(
        409,
        'Für diese E-Mail-Adresse besteht bereits ein Konto. Bitte melden Sie sich an.',
      );
    case 'invalid-password':
      return new BadRequestError('Das Passwort erfüllt die Anforderungen nicht (mindestens 8 Zeichen).');
    case 'code-mismatch':
      return new BadRequestError('Der Code ist ungültig. Bitte prüfen Sie Ihre Eingabe.');
    case 'code-expired':
      return new BadRequestError(
        'Der Code ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Code an.',
      );
    case 'already-confirmed':
      return new HttpError(409, 'Diese E-Mail-Adresse ist bereits bestätigt. Bitte melden Sie sich an.');
    case 'limit-exceeded':
      return new TooManyRequestsError('Zu viele Versuche. Bitte versuchen Sie es später erneut.');
    case 'invalid-token':
      return new UnauthorizedError();
  }
}

/** Runs an identity call and turns its IdentityErrors into German HTTP errors. */
export async function withIdentityErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}
