import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, uniqueEmail } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import {
  appNavbarShown,
  dropExpectedError,
  fieldIn,
  fillRegistration,
  mailedResetLink,
  openEmailDialog,
  transitionsDone,
} from './auth-support';
import {
  baseUrl,
  DESKTOP,
  MOBILE,
  type OpenedPage,
  openPage,
  overflowingElements,
  screenshot,
} from './support';

/** Nothing may be cut off or reach past the screen, dialog included. */
async function expectFits(page: Page, what: string) {
  expect(await overflowingElements(page), what).toEqual([]);
}

describe('Account screens at 375 px and 1280 px', () => {
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

  for (const viewport of [MOBILE, DESKTOP]) {
    const size = `${viewport.width}`;

    it(`login page and every dialog step at ${size} px`, async () => {
      opened = await openPage(browser, '/login', viewport);
      const { page } = opened;
      await expectFits(page, 'login');
      await screenshot(page, `auth-${size}-login`);

      let dialog = await openEmailDialog(page);
      await expectFits(page, 'sign-in step');
      await screenshot(page, `auth-${size}-dialog-signin`);

      await fillRegistration(dialog, {
        firstName: 'Maximilian',
        email: uniqueEmail('screens'),
        password: 'abcdefgh',
      });
      await dialog.getByTestId('password-strength').waitFor();
      await expectFits(page, 'register step');
      await screenshot(page, `auth-${size}-dialog-register`);

      await dialog.getByRole('button', { name: 'Konto erstellen', exact: true }).click();
      await fieldIn(dialog, 'Bestätigungscode').waitFor();
      await expectFits(page, 'code step');
      await screenshot(page, `auth-${size}-dialog-otp`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      dialog = await openEmailDialog(page);
      await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
      await fieldIn(dialog, 'E-Mail-Adresse').fill(uniqueEmail('nobody'));
      await expectFits(page, 'forgot-password step');
      await screenshot(page, `auth-${size}-dialog-forgot`);

      await dialog.getByRole('button', { name: 'Link senden' }).click();
      await dialog.getByText('Email sent!').waitFor();
      await transitionsDone(page);
      await screenshot(page, `auth-${size}-dialog-sent`);
    });

    it(`sign-in success, navigation bar and reset page at ${size} px`, async () => {
      const { email, password } = await signedInClient(baseUrl, uniqueEmail('screens-user'));
      opened = await openPage(browser, '/login', viewport);
      const { page } = opened;
      const dialog = await openEmailDialog(page);
      await fieldIn(dialog, 'E-Mail-Adresse').fill(email);
      await fieldIn(dialog, 'Passwort').fill(password);
      await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await dialog.getByText('Sie sind jetzt angemeldet.').waitFor();
      await transitionsDone(page);
      await screenshot(page, `auth-${size}-dialog-success`);
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .locator('header')
        .getByRole('button', { name: /^Benutzermenü von / })
        .waitFor();
      await expectFits(page, 'signed-in landing');
      await screenshot(page, `auth-${size}-signed-in-home`);
      await page
        .locator('header')
        .getByRole('button', { name: /^Benutzermenü von / })
        .click();
      await page.getByRole('menuitem', { name: 'Abmelden' }).waitFor();
      await transitionsDone(page);
      await expectFits(page, 'avatar menu');
      await screenshot(page, `auth-${size}-navbar-menu`);
      await page.keyboard.press('Escape');

      await page.goto(`${baseUrl}/subscribe`);
      await page.getByTestId('subscription-status').getByText('Kostenlose Testphase').waitFor();
      await appNavbarShown(page);
      await expectFits(page, 'subscribe');
      await screenshot(page, `auth-${size}-subscribe`, true);

      await page.goto(`${baseUrl}/reset-password?token=kaputt`);
      await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
      dropExpectedError(opened.errors, 400); // the forged token's answer
      await appNavbarShown(page);
      await expectFits(page, 'reset invalid');
      await screenshot(page, `auth-${size}-reset-invalid`);

      // A real link from the mailbox for the form.
      const requestedAt = Date.now() - 1000;
      await fetch(`${baseUrl}/api/auth/email/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({ email }),
      });
      await page.goto(await mailedResetLink(email, requestedAt));
      await page.getByLabel('Neues Passwort', { exact: true }).fill('abcdefgh');
      await appNavbarShown(page);
      await expectFits(page, 'reset form');
      await screenshot(page, `auth-${size}-reset-form`);
    });
  }
});
