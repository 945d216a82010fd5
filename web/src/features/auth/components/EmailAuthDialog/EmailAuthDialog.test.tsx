// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../../test-utils/render';
import { createQueryClient } from '../../../../api/query-client';
import { EmailAuthDialog } from './EmailAuthDialog';

const USER = { id: 'u1', firstName: 'Anna', email: 'anna@example.com', role: 'user' };
type Handler = (body: Record<string, unknown>) => Response;
let handlers: Record<string, Handler>;
let calls: { path: string; body: Record<string, unknown> }[];

const json = (status: number, body: unknown) => Response.json(body, { status });

beforeEach(() => {
  calls = [];
  handlers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ path, body });
      const handler = handlers[path];
      return handler ? handler(body) : json(401, { message: 'Unauthorized' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        öffnen
      </button>
      <EmailAuthDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function renderDialog() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Harness /> },
      { path: '/', element: <p>Startseite</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const tab = (name: string) => fireEvent.click(within(dialog()).getByRole('tab', { name }));

function fillRegistration(password = 'Geheim123!') {
  tab('Konto erstellen');
  type('Vorname', 'Anna');
  type('Nachname', 'Berg');
  type('E-Mail-Adresse', 'anna@example.com');
  type('Passwort', password);
  type('Passwort bestätigen', password);
}

describe('Component: EmailAuthDialog', () => {
  it('shows the spec messages on the fields and sends nothing when the input is invalid', () => {
    // Prepare
    renderDialog();
    // Act
    click('Anmelden');
    // Assess
    expect(within(dialog()).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog()).getByText('Password is required')).toBeTruthy();
    expect(field('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');

    tab('Konto erstellen');
    type('E-Mail-Adresse', 'kein-email');
    type('Passwort', 'kurz');
    type('Passwort bestätigen', 'anders');
    click('Konto erstellen');
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]) {
      expect(within(dialog()).getByText(message), message).toBeTruthy();
    }
    expect(calls.filter((call) => call.path.startsWith('/api/auth/email'))).toEqual([]);
  });

  it('clears a field message when the field is edited', () => {
    renderDialog();
    click('Anmelden');
    type('E-Mail-Adresse', 'a');
    expect(within(dialog()).queryByText('Please enter a valid email address')).toBeNull();
    expect(within(dialog()).getByText('Password is required')).toBeTruthy();
  });

  it('toggles the password between hidden and shown', () => {
    renderDialog();
    // Mantine toggles on mouse down (keeping the focus in the field) and on Enter or Space.
    expect(field('Passwort').getAttribute('type')).toBe('password');
    fireEvent.mouseDown(within(dialog()).getByRole('button', { name: 'Passwort anzeigen' }));
    expect(field('Passwort').getAttribute('type')).toBe('text');
    fireEvent.keyDown(within(dialog()).getByRole('button', { name: 'Passwort verbergen' }), { key: 'Enter' });
    expect(field('Passwort').getAttribute('type')).toBe('password');
  });

  it('shows the strength meter while registering', () => {
    renderDialog();
    tab('Konto erstellen');
    type('Passwort', 'abc');
    expect(within(dialog()).getByText('Schwach')).toBeTruthy();
    type('Passwort', 'abcdefgh');
    expect(within(dialog()).getByText('Gut')).toBeTruthy();
    type('Passwort', 'Abcdefgh1!');
    expect(within(dialog()).getByText('Stark')).toBeTruthy();
  });

  it('register -> code (countdown running) -> verify, sign in with the remembered password -> success -> /', async () => {
    // Prepare
    handlers['/api/auth/email/register'] = () => json(201, { message: 'ok', email: 'anna@example.com' });
    handlers['/api/auth/email/verify-email'] = () => json(200, { message: 'ok' });
    handlers['/api/auth/email/login'] = () => json(200, { user: USER });
    const router = renderDialog();
    // Act
    fillRegistration();
    click('Konto erstellen');
    await within(dialog()).findByLabelText('Bestätigungscode');
    // Assess: the code step
    expect(within(dialog()).getByText('anna@example.com')).toBeTruthy();
    expect(field('Bestätigungscode').getAttribute('maxlength')).toBe('6');
    const resend = within(dialog()).getByRole('button', { name: /Code erneut senden in \d+s/ });
    expect(resend.hasAttribute('disabled')).toBe(true);

    type('Bestätigungscode', '12');
    click('Bestätigen');
    expect(within(dialog()).getByText('Code muss 6 Ziffern haben')).toBeTruthy();

    type('Bestätigungscode', '123456');
    click('Bestätigen');
    await within(dialog()).findByText('Ihr Konto wurde erfolgreich erstellt.');
    expect(calls.map((call) => call.path)).toContain('/api/auth/email/login');
    expect(calls.find((call) => call.path === '/api/auth/email/verify-email')?.body).toEqual({
      email: 'anna@example.com',
      code: '123456',
    });
    expect(calls.find((call) => call.path === '/api/auth/email/login')?.body).toEqual({
      email: 'anna@example.com',
      password: 'Geheim123!',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('signs in, shows the success text and redirects to /', async () => {
    handlers['/api/auth/email/login'] = () => json(200, { user: USER });
    const router = renderDialog();
    type('E-Mail-Adresse', 'anna@example.com');
    type('Passwort', 'Geheim123!');
    click('Anmelden');
    await within(dialog()).findByText('Sie sind jetzt angemeldet.');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('moves to the code step when the address is not confirmed (403 EMAIL_NOT_VERIFIED)', async () => {
    handlers['/api/auth/email/login'] = () =>
      json(403, {
        message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
        details: { code: 'EMAIL_NOT_VERIFIED' },
      });
    handlers['/api/auth/email/resend-otp'] = () =>
      json(200, { message: 'Wir haben Ihnen einen neuen Code geschickt.' });
    renderDialog();
    type('E-Mail-Adresse', 'anna@example.com');
    type('Passwort', 'Geheim123!');
    click('Anmelden');
    await within(dialog()).findByLabelText('Bestätigungscode');
    // No countdown yet: resending is allowed at once, then the 60 s start.
    click('Bestätigungscode erneut senden');
    await within(dialog()).findByText('Wir haben Ihnen einen neuen Code geschickt.');
    expect(within(dialog()).getByRole('button', { name: 'Code erneut senden in 60s' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/email/resend-otp')?.body).toEqual({
      email: 'anna@example.com',
    });
  });

  it("shows the server's message in a destructive alert, or the fallback, and clears it at the next attempt", async () => {
    handlers['/api/auth/email/login'] = () =>
      json(401, { message: 'E-Mail-Adresse oder Passwort ist falsch.' });
    renderDialog();
    type('E-Mail-Adresse', 'anna@example.com');
    type('Passwort', 'falsch');
    click('Anmelden');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('E-Mail-Adresse oder Passwort ist falsch.');

    handlers['/api/auth/email/login'] = () => new Response('', { status: 500 });
    click('Anmelden');
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Login failed'));

    handlers['/api/auth/email/register'] = () => new Response('oops', { status: 500 });
    fillRegistration();
    click('Konto erstellen');
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Registration failed'));
  });

  it('shows a network error with its own message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderDialog();
    type('E-Mail-Adresse', 'anna@example.com');
    type('Passwort', 'x');
    click('Anmelden');
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Failed to fetch'));
  });

  it('forgot password -> success texts; the back link returns to auth', async () => {
    handlers['/api/auth/email/forgot-password'] = () => json(200, { message: 'ok' });
    renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.getByText('Passwort vergessen')).toBeTruthy();
    click('Zurück zur Anmeldung');
    expect(within(dialog()).getByRole('tab', { name: 'Anmelden' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Passwort vergessen?' }));
    type('E-Mail-Adresse', 'anna@example.com');
    click('Link senden');
    await within(dialog()).findByText('Check your email to reset the password.');
    expect(within(dialog()).getByText('Email sent!')).toBeTruthy();
  });

  it('closing resets every form and returns to auth with the sign-in tab', async () => {
    renderDialog();
    fillRegistration();
    click('Dialog schließen');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'öffnen' }));
    expect(within(dialog()).getByRole('tab', { name: 'Anmelden' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    tab('Konto erstellen');
    expect((field('Vorname') as HTMLInputElement).value).toBe('');
  });
});
