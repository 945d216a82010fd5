/**
 * The one route table. The local server, the CDK stack (one Lambda per resource, one API Gateway
 * route per row) and the authorization tests are all generated from it, so a route cannot exist
 * without its Lambda or its access rule. Only implemented routes are listed.
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'full-access', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway syntax: path parameters in braces, e.g. /api/user-templates/{id}. */
  path: `/api/${string}`;
  /** The Lambda that serves the route: functions/src/handlers/<resource>.ts. */
  resource: string;
  access: Access;
}

export const routes = [
  { method: 'GET', path: '/api/health', resource: 'health', access: 'public' },
  { method: 'POST', path: '/api/auth/email/register', resource: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/email/login', resource: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/email/verify-email', resource: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/email/resend-otp', resource: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/email/forgot-password', resource: 'auth', access: 'public' },
  { method: 'GET', path: '/api/auth/email/verify-reset-token', resource: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/email/reset-password', resource: 'auth', access: 'public' },
  { method: 'GET', path: '/api/auth/user', resource: 'auth', access: 'signed-in' },
  { method: 'GET', path: '/api/logout', resource: 'auth', access: 'public' },
  { method: 'GET', path: '/api/login/google', resource: 'auth', access: 'public' },
  { method: 'GET', path: '/api/login/google/callback', resource: 'auth', access: 'public' },
  { method: 'GET', path: '/api/subscription/status', resource: 'subscription', access: 'signed-in' },
  { method: 'POST', path: '/api/contact', resource: 'contact', access: 'public' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type RouteKey = `${Route['method']} ${Route['path']}`;
export type Resource = Route['resource'];

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

/** Every resource once, in table order: one Lambda each. */
export const resources: readonly Resource[] = [...new Set(routes.map((route) => route.resource))];

export interface RouteMatch {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

const compiled = routes.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route: route as RouteDefinition, names, regex: new RegExp(`^${pattern}$`) };
});

/** Finds the route for a request as API Gateway does: exact method and path, path parameters decoded. */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  for (const { route, names, regex } of compiled) {
    if (route.method !== method) continue;
    const found = regex.exec(path);
    if (!found) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((name, index) => {
      pathParameters[name] = decodeURIComponent(found[index + 1] ?? '');
    });
    return { route, pathParameters };
  }
  return undefined;
}
