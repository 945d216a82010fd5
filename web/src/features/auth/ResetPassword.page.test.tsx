// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-utils/render';
import { createQueryClient } from '../../api/query-client';
import { ResetPasswordPage } from './ResetPassword.page';
import { invalidLinkReason, readResetToken } from './reset-password-state';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mockFetch(handler: (path: string, body: unknown) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init?.body ? JSON.parse(String(init.body)) : undefined),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Anmelden</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('Page: ResetPasswordPage', () => {
  it("without a token: invalid at once ('Invalid reset link'), nothing sent", async () => {
    const fetchMock = mockFetch(() => Response.json({}));
    renderAt('/reset-password');
    expect((await heading()).textContent).toBe('Invalid Reset Link');
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByTestId('reset-reason').textContent).toBe('Invalid reset link');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifying, then invalid with the fallback when the server refuses the token', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/reset-password?token=abc');
    expect((await heading()).textContent).toBe('Verifying reset link...');
    answer(new Response('', { status: 400 }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invalid Reset Link'),
    );
    expect(screen.getByTestId('reset-reason').textContent).toBe('Invalid or expired reset token');
  });

  it('valid token: form with strength meter, validation, then success and /login after 3 s', async () => {
    // Prepare
    const fetchMock = mockFetch((path) =>
      path.startsWith('/api/auth/email/verify-reset-token')
        ? Response.json({ valid: true })
        : Response.json({ message: 'ok' }),
    );
    const router = renderAt('/reset-password?token=tok.en-1');
    await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/email/verify-reset-token?token=tok.en-1');
    // Act: invalid input first
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'kurz' } });
    expect(screen.getByText('Schwach')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Passwort bestätigen'), { target: { value: 'anders' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    // Act: valid input
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'NeuesPasswort1!' } });
    fireEvent.change(screen.getByLabelText('Passwort bestätigen'), { target: { value: 'NeuesPasswort1!' } });
    expect(screen.getByText('Stark')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    // Assess
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Password Reset Successful!'),
    );
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok.en-1', password: 'NeuesPasswort1!' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4500 });
  }, 10_000);

  it("shows the server's message, or 'Password reset failed', when the reset is refused", async () => {
    let resetAnswer = () => Response.json({ message: 'Invalid or expired reset token' }, { status: 400 });
    mockFetch((path) =>
      path.startsWith('/api/auth/email/verify-reset-token') ? Response.json({}) : resetAnswer(),
    );
    renderAt('/reset-password?token=abc');
    await screen.findByText('Neues Passwort festlegen');
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'NeuesPasswort1!' } });
    fireEvent.change(screen.getByLabelText('Passwort bestätigen'), { target: { value: 'NeuesPasswort1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired reset token');
    resetAnswer = () => new Response('', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password reset failed'));
  });
});

describe('Function: readResetToken', () => {
  it('prefers the router location, then the browser location', () => {
    expect(readResetToken('?token=a', '?token=b')).toBe('a');
    expect(readResetToken('', '?token=b')).toBe('b');
    expect(readResetToken('', '')).toBe('');
  });
});

describe('Function: invalidLinkReason', () => {
  it('names network errors by their own message and anything else as unknown', () => {
    expect(invalidLinkReason(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(invalidLinkReason('?')).toBe('Unknown error');
  });
});
