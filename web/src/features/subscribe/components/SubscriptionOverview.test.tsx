// @vitest-environment jsdom
import type { CurrentUser } from '@befundklar/shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../test-utils/render';
import { createQueryClient } from '../../../api/query-client';
import { SubscriptionOverview } from './SubscriptionOverview';

const user = { email: 'anna@example.com', role: 'user', manualFullAccess: false } as CurrentUser;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ status: 'trial_expired', hasActiveSubscription: false, trialDaysLeft: 0 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderOverview(supportEmail: string | undefined) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SubscriptionOverview user={user} supportEmail={supportEmail} />
    </QueryClientProvider>,
  );
}

describe('Component: SubscriptionOverview', () => {
  it('shows the status from the server and the monthly plan', async () => {
    renderOverview('support@example.com');
    expect(await screen.findByText('Testphase abgelaufen')).toBeTruthy();
    expect(screen.getByText('Monatsplan')).toBeTruthy();
    expect(screen.getByText('29')).toBeTruthy();
    expect(screen.getByText('EUR / CHF')).toBeTruthy();
  });

  it('opens a mail to support instead of a checkout while online payment is not there', async () => {
    renderOverview('support@example.com');
    const button = await screen.findByRole('link', { name: 'Abonnement per E-Mail abschließen' });
    const href = button.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:support@example.com?subject=Abonnement%20abschlie%C3%9Fen')).toBe(true);
    expect(screen.getByText('Online-Zahlung folgt in Kürze')).toBeTruthy();
  });

  it('says so when no support address is configured, without a button', async () => {
    renderOverview(undefined);
    expect(await screen.findByText(/keine Support-Adresse hinterlegt/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Abonnement per E-Mail abschließen' })).toBeNull();
  });
});
