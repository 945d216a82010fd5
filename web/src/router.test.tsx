// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test-utils/render';
import { createQueryClient } from './api/query-client';
import { createRoutes } from './router';

// A visitor: the user call answers 401 (the pages' guards ask it).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('Module: router', () => {
  it.each([
    ['/', 'Deutsche Radiologieberichte. Perfekte Grammatik. Sofort Formatiert.'],
    ['/disclaimer', 'Haftungsausschluss'],
    ['/privacy', 'Datenschutzerklärung'],
    ['/terms', 'Nutzungsbedingungen'],
    ['/login', 'Willkommen bei Befundklar'],
    ['/subscribe', 'Abonnement'],
    ['/reset-password', 'Invalid Reset Link'],
    // A signed-in page, opened by a visitor: the login prompt (spec 01 section 2.7).
    ['/profile', 'Anmeldung erforderlich'],
    ['/gibt-es-nicht', 'Diese Seite gibt es leider nicht'],
    // A second router hitting the already loaded 404 chunk (guards the fresh-routes rule).
    ['/noch/eine/unbekannte-seite', 'Diese Seite gibt es leider nicht'],
  ])('renders %s with its page heading', async (path, heading) => {
    expect((await renderAt(path)).textContent).toBe(heading);
  });

  it('registers no routes without a page (every row is lazy or the layout)', () => {
    const children = createRoutes()[0]?.children ?? [];
    expect(children.every((route) => route.lazy !== undefined)).toBe(true);
    expect(children.at(-1)?.path).toBe('*');
  });
});
