import { decideAccess } from '@befundklar/shared/access';
import type { RouteDefinition } from '@befundklar/shared/routes';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { UserProfile } from '../repositories/user-repository';

/** Enforces the route table's access level on the server, for every route, before any work. */
export function assertAccess(route: RouteDefinition, user: UserProfile | null, now = new Date()): void {
  const decision = decideAccess(route.access, user, now);
  if (decision === 'unauthenticated') throw new UnauthorizedError();
  if (decision === 'forbidden') {
    throw new ForbiddenError(
      route.access === 'admin'
        ? 'Zugriff verweigert: Dieser Bereich ist Administratoren vorbehalten.'
        : 'Zugriff verweigert: Für diese Funktion ist ein aktives Abonnement oder eine laufende Testphase nötig.',
    );
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutating calls must come from our own pages: the Origin header (which browsers send with every
 * POST/PUT/DELETE fetch) must be the site's origin. With SameSite=Lax cookies this closes CSRF.
 */
export function assertSameOrigin(method: string, origin: string | undefined, appOrigin: string): void {
  if (SAFE_METHODS.has(method)) return;
  if (origin !== appOrigin) throw new ForbiddenError('Ungültige Herkunft der Anfrage.');
}
