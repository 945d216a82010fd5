import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Access, RouteDefinition } from '@befundklar/shared/routes';
import { routes } from '@befundklar/shared/routes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUserRepository, type UserProfile } from '../../functions/src/repositories/user-repository';
import { TABLE_NAME } from '../../scripts/local/stack';
import { ApiClient, signedInClient } from '../support/api-client';

const baseUrl = inject('baseUrl');
const users = createUserRepository(
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-central-1',
      endpoint: inject('dynamodbEndpoint'),
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  ),
  TABLE_NAME,
);

type Caller = 'visitor' | 'no subscription' | 'trial expired' | 'full access' | 'admin';
const DAY = 86_400_000;
const profiles: Record<Exclude<Caller, 'visitor'>, Partial<UserProfile>> = {
  'no subscription': { subscriptionStatus: 'canceled' },
  'trial expired': { subscriptionStatus: 'trialing', trialEndsAt: new Date(Date.now() - DAY).toISOString() },
  'full access': {
    subscriptionStatus: 'trialing',
    trialEndsAt: new Date(Date.now() + 3 * DAY).toISOString(),
  },
  admin: { role: 'admin', subscriptionStatus: 'canceled' },
};

/** What each kind of caller must get from a route of each access level. */
const allowed: Record<Access, Caller[]> = {
  public: ['visitor', 'no subscription', 'trial expired', 'full access', 'admin'],
  'signed-in': ['no subscription', 'trial expired', 'full access', 'admin'],
  'full-access': ['full access', 'admin'],
  admin: ['admin'],
};
const expectedRefusal = (caller: Caller) => (caller === 'visitor' ? 401 : 403);

function requestFor(route: RouteDefinition) {
  const path = route.path.replace(/\{(\w+)\}/g, 'test-$1');
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  return { path, body: hasBody ? {} : undefined };
}

// Logging out ends the caller's session: ask that route last.
const orderedRoutes = [...routes].sort(
  (a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'),
);

describe('Authorization: every route of the table, for every kind of caller', () => {
  const clients = new Map<Caller, ApiClient>();

  beforeAll(async () => {
    clients.set('visitor', new ApiClient(baseUrl));
    for (const [caller, fields] of Object.entries(profiles) as [
      Exclude<Caller, 'visitor'>,
      Partial<UserProfile>,
    ][]) {
      const { client, userId } = await signedInClient(baseUrl);
      await users.update(userId, fields);
      clients.set(caller, client);
    }
  });

  for (const caller of ['visitor', 'no subscription', 'trial expired', 'full access', 'admin'] as const) {
    it.each(
      orderedRoutes.map((route) => [`${route.method} ${route.path} (${route.access})`, route] as const),
    )(`${caller}: %s`, async (_, route) => {
      const { path, body } = requestFor(route);
      const response = await (clients.get(caller) as ApiClient).request(route.method, path, body);
      if (allowed[route.access].includes(caller)) {
        expect([401, 403]).not.toContain(response.status);
      } else {
        expect(response.status).toBe(expectedRefusal(caller));
      }
    });
  }
});
