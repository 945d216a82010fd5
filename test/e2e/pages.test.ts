import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  MOBILE,
  NARROW,
  type OpenedPage,
  openPage,
  overflowingElements,
  pathOf,
  screenshot,
} from './support';

/** Each legal page with its heading and phrases that carry the figures of spec 02 section 9. */
const LEGAL_PAGES = [
  { path: '/disclaimer', heading: 'Haftungsausschluss', phrases: ['kein Medizinprodukt', 'Beta-Phase'] },
  {
    path: '/privacy',
    heading: 'Datenschutzerklärung',
    phrases: ['etwa 24 Monate', 'nicht in einer Datenbank', 'Amazon Web Services'],
  },
  {
    path: '/terms',
    heading: 'Nutzungsbedingungen',
    phrases: ['12 Monaten', '50 USD', 'mindestens 30 Tage', 'kein Medizinprodukt'],
  },
];

describe('Legal and 404 pages', () => {
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

  for (const legal of LEGAL_PAGES) {
    it(`opens ${legal.path} directly`, async () => {
      opened = await openPage(browser, legal.path);
      const { page } = opened;
      expect((await page.locator('main h1').textContent())?.trim()).toBe(legal.heading);
      const text = (await page.locator('main').textContent()) ?? '';
      for (const phrase of legal.phrases) expect(text, phrase).toContain(phrase);
      expect(await page.title()).toBe(`${legal.heading} – Befundklar`);
      await screenshot(page, `legal${legal.path.replace('/', '-')}`, true);
    });
  }

  it('reaches every legal page through the footer links', async () => {
    opened = await openPage(browser, '/');
    const { page } = opened;
    for (const legal of LEGAL_PAGES) {
      await page.locator('footer').locator(`a[href="${legal.path}"]`).click();
      await page.waitForURL((url) => url.pathname === legal.path);
      await page.getByRole('heading', { level: 1, name: legal.heading }).waitFor();
      // A new page starts at the top, not at the footer where the link was.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  it('shows the 404 page for an unknown path and links back home', async () => {
    opened = await openPage(browser, '/gibt-es-nicht/seite');
    const { page } = opened;
    expect((await page.locator('main h1').textContent())?.trim()).toBe('Diese Seite gibt es leider nicht');
    expect(await page.title()).toBe('Seite nicht gefunden – Befundklar');
    await screenshot(page, 'not-found');
    await page.locator('main').getByRole('link', { name: 'Zur Startseite' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('renders the legal pages and the 404 page on phones without cut-off text', async () => {
    for (const viewport of [MOBILE, NARROW]) {
      for (const path of ['/disclaimer', '/privacy', '/terms', '/unbekannt']) {
        opened = await openPage(browser, path, viewport);
        expect(await overflowingElements(opened.page), `${path} at ${viewport.width}px`).toEqual([]);
        if (viewport === MOBILE) await screenshot(opened.page, `mobile${path.replace('/', '-')}`);
        expect(opened.errors).toEqual([]);
        await opened.context.close();
        opened = undefined;
      }
    }
  });
});
