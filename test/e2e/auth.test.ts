import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import {
  dropExpectedError,
  fieldIn,
  fillRegistration,
  mailedCode,
  mailedResetLink,
  openEmailDialog,
  signInThroughDialog,
  signOut,
  userNameInHeader,
} from './auth-support';
import { baseUrl, type OpenedPage, openPage, pathOf } from './support';

describe('Accounts in the browser: register, confirm, sign in and out, reset the password', () => {
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

  it('the whole journey through the UI', async () => {
    const account = { firstName: 'Lena', email: uniqueEmail('journey'), password: 'Geheim123!' };
    opened = await openPage(browser, '/login');
    const { page } = opened;

    // Register: the code step follows, with the resend countdown already running.
    let dialog = await openEmailDialog(page);
    await fillRegistration(dialog, account);
    const registeredAt = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Konto erstellen', exact: true }).click();
    const codeField = fieldIn(dialog, 'Bestätigungscode');
    await codeField.waitFor();
    expect(await codeField.getAttribute('maxlength')).toBe('6');
    const resend = dialog.getByRole('button', { name: /^Code erneut senden in \d+s$/ });
    expect(await resend.isDisabled()).toBe(true);
    await codeField.fill('123');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await dialog.getByText('Code muss 6 Ziffern haben').waitFor();

    // Confirm with the mailed code: signed in at once, then on to / after 1.5 s.
    await codeField.fill(await mailedCode(account.email, registeredAt));
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await dialog.getByText('Ihr Konto wurde erfolgreich erstellt.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await userNameInHeader(page)).toBe('Lena');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await hero.getByRole('link', { name: 'Zu den Anleitungen' }).waitFor();
    expect(await hero.getByText('Ihre Testphase läuft noch 7 Tage.').isVisible()).toBe(true);

    // Out and in again.
    await signOut(page);
    await signInThroughDialog(page, account.email, account.password);
    expect(await userNameInHeader(page)).toBe('Lena');
    await signOut(page);

    // Forgot the password: the mailed link leads to the reset page.
    await page.goto(`${baseUrl}/login`);
    dialog = await openEmailDialog(page);
    await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await fieldIn(dialog, 'E-Mail-Adresse').fill(account.email);
    const requestedAt = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Link senden' }).click();
    await dialog.getByText('Check your email to reset the password.').waitFor();
    expect(await dialog.getByText('Email sent!').isVisible()).toBe(true);

    const link = await mailedResetLink(account.email, requestedAt);
    expect(link.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }).waitFor();
    const newPassword = 'NeuesPasswort7#';
    await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill(newPassword);
    expect(await page.getByTestId('password-strength').getAttribute('data-level')).toBe('Stark');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password Reset Successful!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 6000 });

    // The old password no longer works; the new one does.
    dialog = await openEmailDialog(page);
    await fieldIn(dialog, 'E-Mail-Adresse').fill(account.email);
    await fieldIn(dialog, 'Passwort').fill(account.password);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    expect((await dialog.getByRole('alert').textContent())?.trim()).toBe(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
    dropExpectedError(opened.errors, 401);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await signInThroughDialog(page, account.email, newPassword);
    expect(await userNameInHeader(page)).toBe('Lena');
    // The used link is spent: opening it again shows the invalid state, not the form.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    expect(await page.getByText('This password reset link is invalid or has expired.').isVisible()).toBe(
      true,
    );
    expect(await page.getByLabel('Neues Passwort', { exact: true }).count()).toBe(0);
    dropExpectedError(opened.errors, 400);
  });

  it('shows the strength meter labels while registering', async () => {
    opened = await openPage(browser, '/login');
    const dialog = await openEmailDialog(opened.page);
    await dialog.getByRole('tab', { name: 'Konto erstellen' }).click();
    const meter = dialog.getByTestId('password-strength');
    for (const [password, label] of [
      ['abc', 'Schwach'],
      ['abcdefgh', 'Gut'],
      ['Abcdefgh', 'Stark'],
      ['Abcdefg1!', 'Stark'],
    ] as const) {
      await fieldIn(dialog, 'Passwort').fill(password);
      expect(await meter.getAttribute('data-level'), password).toBe(label);
      expect(await meter.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
  });

  it('shows the validation messages of the spec on the fields', async () => {
    opened = await openPage(browser, '/login');
    const dialog = await openEmailDialog(opened.page);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    expect(await dialog.getByText('Password is required').isVisible()).toBe(true);

    await dialog.getByRole('tab', { name: 'Konto erstellen' }).click();
    await fieldIn(dialog, 'E-Mail-Adresse').fill('kein-email');
    await fieldIn(dialog, 'Passwort').fill('kurz');
    await fieldIn(dialog, 'Passwort bestätigen').fill('anders');
    await dialog.getByRole('button', { name: 'Konto erstellen', exact: true }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]) {
      expect(await dialog.getByText(message).isVisible(), message).toBe(true);
    }

    // Closing resets the forms and returns to the sign-in tab.
    await opened.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const again = await openEmailDialog(opened.page);
    expect(await again.getByRole('tab', { name: 'Anmelden' }).getAttribute('aria-selected')).toBe('true');
    expect(await again.getByText('Please enter a valid email address').count()).toBe(0);
  });

  it('sends Google sign-in to /api/login/google and explains a failed Google sign-in', async () => {
    opened = await openPage(browser, '/login?error=google');
    const { page } = opened;
    expect(await page.getByRole('alert').textContent()).toContain(
      'Die Anmeldung mit Google ist fehlgeschlagen',
    );
    await page.getByRole('button', { name: 'Mit Google fortfahren' }).click();
    await page.waitForURL((url) => url.pathname === '/api/login/google');
    // Locally there is no Cognito domain: the server says so in German.
    await page.getByRole('heading', { name: 'Google-Anmeldung nicht verfügbar' }).waitFor();
    // The 501 of that page is the expected answer here, not an error of the app.
    opened.errors.splice(0);
  });

  it('links the terms, the privacy notice and the product from the login card', async () => {
    opened = await openPage(browser, '/login');
    const main = opened.page.locator('main');
    expect(
      await main
        .getByText('Ihre medizinischen Daten sind verschlüsselt und sicher', { exact: false })
        .count(),
    ).toBe(1);
    expect(await main.getByRole('link', { name: 'Nutzungsbedingungen' }).getAttribute('href')).toBe('/terms');
    expect(await main.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await main.getByRole('link', { name: 'Mehr über Befundklar erfahren' }).click();
    await opened.page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(opened.page)).toBe('/');
  });
});
