import { routes } from '@befundklar/shared/routes';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

/** A request that reaches the route: path parameters filled, JSON body for writes. */
function requestFor(route: (typeof routes)[number]) {
  const path = route.path.replace(/\{(\w+)\}/g, 'test-$1');
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  return {
    url: `${baseUrl}${path}`,
    init: {
      method: route.method,
      headers: { origin: baseUrl, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: '{}' } : {}),
      redirect: 'manual' as const,
    },
  };
}

describe('Authorization: every route of the table, called by a visitor', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_, route) => {
      const { url, init } = requestFor(route);
      const response = await fetch(url, init);
      if (route.access === 'public') {
        expect(response.status).not.toBe(401);
        expect(response.status).not.toBe(403);
      } else {
        expect(response.status).toBe(401);
      }
    },
  );
});
