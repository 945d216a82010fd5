import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { codeIn, latestMail } from '../support/api-client';
import { baseUrl } from './support';

/** The e-mail dialog of /login, opened. */
export async function openEmailDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Mit E-Mail fortfahren' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await transitionsDone(page);
  return dialog;
}

/** Waits until the dialog's fade-in (CSS transitions) has finished, e.g. before a screenshot. */
export async function transitionsDone(page: Page): Promise<void> {
  // Only transitions: a spinner's endless animation would never end.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
}

/** Waits until the signed-in navigation (its own chunk) stands in the header. */
export async function appNavbarShown(page: Page): Promise<void> {
  await page
    .locator('header')
    .getByRole('button', { name: /^Benutzermenü von / })
    .waitFor();
}

export const fieldIn = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });

export async function fillRegistration(dialog: Locator, account: Account): Promise<void> {
  await dialog.getByRole('tab', { name: 'Konto erstellen' }).click();
  await fieldIn(dialog, 'Vorname').fill(account.firstName);
  await fieldIn(dialog, 'Nachname').fill('Berg');
  await fieldIn(dialog, 'E-Mail-Adresse').fill(account.email);
  await fieldIn(dialog, 'Passwort').fill(account.password);
  await fieldIn(dialog, 'Passwort bestätigen').fill(account.password);
}

export async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const dialog = await openEmailDialog(page);
  await fieldIn(dialog, 'E-Mail-Adresse').fill(email);
  await fieldIn(dialog, 'Passwort').fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await dialog.getByText('Sie sind jetzt angemeldet.').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The 6-digit code of the newest mail to the address sent after `after` (local mailbox). */
export async function mailedCode(email: string, after: number): Promise<string> {
  const code = codeIn(await latestMail(baseUrl, email, after));
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** The reset link of the newest mail to the address, as the mail gives it. */
export async function mailedResetLink(email: string, after: number): Promise<string> {
  const mail = await latestMail(baseUrl, email, after);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  return link as string;
}

export async function userNameInHeader(page: Page): Promise<string> {
  const name = page.locator('header').getByTestId('navbar-user-name');
  await name.waitFor();
  return (await name.textContent())?.trim() ?? '';
}

export async function signOut(page: Page): Promise<void> {
  await page
    .locator('header')
    .getByRole('button', { name: /^Benutzermenü von / })
    .click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('header').getByRole('link', { name: 'Anmelden' }).waitFor();
}

export interface Account {
  firstName: string;
  email: string;
  password: string;
}

/**
 * Chromium logs each 4xx answer as a console error. Where a test provokes one on purpose (a wrong
 * password, a spent reset link), that one entry is expected: take it out, so any other stays.
 */
export function dropExpectedError(errors: string[], status: number): void {
  const index = errors.findIndex((error) => error.includes(`status of ${status}`));
  expect(index, `a console entry for the expected ${status}`).toBeGreaterThanOrEqual(0);
  errors.splice(index, 1);
}
