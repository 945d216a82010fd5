import { decideAccess } from '@befundklar/shared/access';
import type { RouteDefinition } from '@befundklar/shared/routes';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { SessionUser } from './api-request';

/** Enforces the route table's access level on the server, for every route, before any work. */
export function assertAccess(route: RouteDefinition, user: SessionUser | null): void {
  const decision = decideAccess(route.access, user);
  if (decision === 'unauthenticated') throw new UnauthorizedError();
  if (decision === 'forbidden') {
    throw new ForbiddenError(
      route.access === 'admin'
        ? 'Zugriff verweigert: Dieser Bereich ist Administratoren vorbehalten.'
        : 'Zugriff verweigert: Für diese Funktion ist ein aktives Abonnement oder eine laufende Testphase nötig.',
    );
  }
}
