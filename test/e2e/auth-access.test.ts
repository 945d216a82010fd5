import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUserRepository } from '../../functions/src/repositories/user-repository';
import { TABLE_NAME } from '../../scripts/local/stack';
import { signedInClient, uniqueEmail } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import { signInThroughDialog, transitionsDone, userNameInHeader } from './auth-support';
import { baseUrl, type OpenedPage, openPage, pathOf, screenshot } from './support';

const DAY = 86_400_000;
/** The local stack's dynalite ('' when the tests run against E2E_BASE_URL). */
const dynamodbEndpoint = inject('dynamodbEndpoint');

describe('Access in the browser: login prompt, redirects, 404, expired trial', () => {
  let browser: Browser;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const errors = opened?.errors ?? [];
    await opened?.context.close();
    opened = undefined;
    expect(errors).toEqual([]);
  });

  it('shows a visitor the login prompt on a signed-in page', async () => {
    opened = await openPage(browser, '/profile');
    const { page } = opened;
    const main = page.locator('main');
    expect((await main.locator('h1').textContent())?.trim()).toBe('Anmeldung erforderlich');
    expect(await main.getByText('Bitte melden Sie sich an, um die Anwendung zu nutzen.').isVisible()).toBe(
      true,
    );
    await screenshot(page, 'login-prompt');
    await main.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Mit E-Mail fortfahren' }).waitFor();
  });

  it('shows the 404 page for unknown paths, and for admin pages to users who are not admins', async () => {
    opened = await openPage(browser, '/gibt-es/nicht');
    const { page } = opened;
    expect((await page.locator('main h1').textContent())?.trim()).toBe('Diese Seite gibt es leider nicht');

    const { email, password } = await signedInClient(baseUrl, uniqueEmail('not-admin'));
    await signInThroughDialog(page, email, password);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }).waitFor();
  });

  it('sends a signed-in user from /login to /, with the app navigation and its avatar menu', async () => {
    const { email, password } = await signedInClient(baseUrl, uniqueEmail('nav'));
    opened = await openPage(browser, '/login');
    const { page } = opened;
    await signInThroughDialog(page, email, password);
    // signedInClient registers everyone as 'Test'.
    expect(await userNameInHeader(page)).toBe('Test');
    expect(await page.locator('header').getByRole('link', { name: 'Anmelden' }).count()).toBe(0);
    await page.locator('header').getByRole('button', { name: 'Benutzermenü von Test' }).click();
    const menu = page.getByRole('menu');
    // The menu opens with a transition: wait for its last item before reading them all.
    await menu.getByRole('menuitem', { name: 'Abmelden' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Anleitungen', 'Abmelden']);
    await transitionsDone(page);
    await screenshot(page, 'navbar-menu-desktop');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/login`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main h1').waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it.runIf(dynamodbEndpoint !== '')(
    "sends an expired trial to /subscribe with the toast 'Testphase abgelaufen'",
    async () => {
      // Prepare: a signed-in browser, then the trial ended (arranged in the table).
      const { email, password, userId } = await signedInClient(baseUrl, uniqueEmail('expired'));
      opened = await openPage(browser, '/login');
      const { page } = opened;
      await signInThroughDialog(page, email, password);
      await users().update(userId, {
        subscriptionStatus: 'trialing',
        trialEndsAt: new Date(Date.now() - DAY).toISOString(),
      });
      // Act
      await page.reload();
      // Assess
      await page.waitForURL((url) => url.pathname === '/subscribe');
      const toast = page.locator('.mantine-Notification-root');
      await toast.getByText('Testphase abgelaufen').waitFor();
      expect(await toast.textContent()).toContain('Abonnement');
      const status = page.getByTestId('subscription-status');
      await status.getByText('Testphase abgelaufen').waitFor();
      expect(await page.locator('main').getByText('29', { exact: true }).count()).toBe(1);
      await screenshot(page, 'subscribe-trial-expired');
    },
  );

  it('offers visitors on /subscribe the two ways to sign in', async () => {
    opened = await openPage(browser, '/subscribe');
    const main = opened.page.locator('main');
    expect(await main.getByRole('button', { name: 'Mit E-Mail fortfahren' }).isVisible()).toBe(true);
    expect(await main.getByRole('button', { name: 'Mit Google fortfahren' }).isVisible()).toBe(true);
    await main.getByRole('button', { name: 'Mit E-Mail fortfahren' }).click();
    await opened.page.getByRole('dialog').getByRole('tab', { name: 'Konto erstellen' }).waitFor();
  });

  it("shows a trialing user's days left on /subscribe", async () => {
    const { email, password } = await signedInClient(baseUrl, uniqueEmail('trial'));
    opened = await openPage(browser, '/login');
    await signInThroughDialog(opened.page, email, password);
    await opened.page.goto(`${baseUrl}/subscribe`);
    const status = opened.page.getByTestId('subscription-status');
    await status.getByText('Ihre Testphase läuft noch 7 Tage.', { exact: false }).waitFor();
  });
});

function users() {
  return createUserRepository(
    DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'eu-central-1',
        endpoint: dynamodbEndpoint,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      }),
    ),
    TABLE_NAME,
  );
}
