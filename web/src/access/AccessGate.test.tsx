// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { createQueryClient } from '../api/query-client';
import { Toaster } from '../components/Toaster/Toaster';
import { createRoutes } from '../router';

const DAY = 86_400_000;
const user = (fields: Record<string, unknown> = {}) => ({
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.com',
  profileImageUrl: null,
  role: 'user',
  manualFullAccess: false,
  subscriptionStatus: 'trialing',
  trialEndsAt: new Date(Date.now() + 3 * DAY).toISOString(),
  ...fields,
});

function serve(current: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/auth/user') {
        return current ? Response.json(current) : new Response('Unauthorized', { status: 401 });
      }
      if (path === '/api/subscription/status') {
        return Response.json({ status: 'trial_expired', hasActiveSubscription: false, trialDaysLeft: 0 });
      }
      return new Response('not found', { status: 404 });
    }),
  );
}

function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <>
      <Toaster />
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Component: AccessGate (with the app routes)', () => {
  it("sends an expired trial from / to /subscribe with the toast 'Testphase abgelaufen'", async () => {
    serve(
      user({ subscriptionStatus: 'trial_expired', trialEndsAt: new Date(Date.now() - DAY).toISOString() }),
    );
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'), { timeout: 5000 });
    expect(await screen.findByText('Testphase abgelaufen')).toBeTruthy();
    expect(await screen.findByTestId('subscription-status')).toBeTruthy();
  });

  it('sends a signed-in user from /login to /, with the app navigation in the header', async () => {
    serve(user());
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Anna')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Anleitungen' }).getAttribute('href')).toBe('/tutorials');
    expect(within(header).queryByRole('link', { name: 'Anmelden' })).toBeNull();
    // The landing page's calls to action point to what a signed-in user can do.
    expect((await screen.findAllByRole('link', { name: 'Zu den Anleitungen' })).length).toBeGreaterThan(0);
  });

  it("opens the avatar menu with 'Anleitungen' and 'Abmelden'", async () => {
    serve(user({ firstName: '' }));
    renderApp('/terms');
    // The page first: until its chunk is there, the header belongs to the hydrate fallback.
    await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' }, { timeout: 5000 });
    const menuButton = await screen.findByRole('button', { name: 'Benutzermenü von anna@example.com' });
    fireEvent.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Abmelden' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Anleitungen' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).toBeNull();
  });

  it('shows the login prompt to a visitor on a signed-in page', async () => {
    serve(null);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmeldung erforderlich' })).toBeTruthy();
    expect(screen.getByText('Bitte melden Sie sich an, um die Anwendung zu nutzen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
  });

  it("shows 'Lädt...' while the user loads on a guarded page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp('/login');
    expect(await screen.findByText('Lädt...')).toBeTruthy();
  });
});
