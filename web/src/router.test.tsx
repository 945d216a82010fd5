// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test-utils/render';
import { createRoutes } from './router';

afterEach(cleanup);

async function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('Module: router', () => {
  it.each([
    ['/', 'Deutsche Radiologieberichte. Perfekte Grammatik. Sofort Formatiert.'],
    ['/disclaimer', 'Haftungsausschluss'],
    ['/privacy', 'Datenschutzerklärung'],
    ['/terms', 'Nutzungsbedingungen'],
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
