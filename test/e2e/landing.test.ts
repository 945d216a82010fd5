import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  DESKTOP,
  MOBILE,
  NARROW,
  type OpenedPage,
  openPage,
  overflowingElements,
  pathOf,
  screenshot,
  waitUntilInView,
} from './support';

const HEADLINE = 'Deutsche Radiologieberichte. Perfekte Grammatik. Sofort Formatiert.';

describe('Landing page', () => {
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

  it('shows the hero, six feature cards, the pricing card, four FAQ entries and the footer', async () => {
    opened = await openPage(browser, '/');
    const { page } = opened;

    expect(await page.title()).toContain('Befundklar');
    expect((await page.locator('main h1').textContent())?.trim()).toBe(HEADLINE);
    expect(await page.locator('[data-testid="feature-card"]').count()).toBe(6);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    expect(await hero.getByRole('link', { name: '7 Tage kostenlos testen' }).count()).toBe(1);
    expect(await hero.getByText('Keine Kreditkarte nötig').isVisible()).toBe(true);
    expect(
      await page.getByText('Keine Speicherung von Patientendaten oder Berichten').first().isVisible(),
    ).toBe(true);

    const pricing = page.locator('#pricing');
    for (const text of ['Monatsplan', 'Exklusiver Launch-Preis', 'Start-Angebot', '29', 'EUR / CHF']) {
      expect(await pricing.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }

    const questions = page.locator('#faq-title ~ * button');
    expect(await questions.count()).toBe(4);
    await page.getByRole('button', { name: 'Kann ich jederzeit kündigen?' }).click();
    await page.getByText('Ihr Zugang bleibt bis zum Ende').waitFor();

    const footer = page.locator('footer');
    for (const href of ['/disclaimer', '/privacy', '/terms']) {
      expect(await footer.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
    expect(await footer.getByText(/^© 2025 /).count()).toBe(1);
    await screenshot(page, 'landing-desktop', true);
  });

  it("scrolls to the pricing section when 'Preise' is clicked", async () => {
    opened = await openPage(browser, '/');
    const { page } = opened;
    await page.locator('header').getByRole('link', { name: 'Preise' }).click();
    await waitUntilInView(page, '#pricing');
    expect(new URL(page.url()).hash).toBe('#pricing');
    await screenshot(page, 'landing-pricing');

    // Again from the top while the URL already ends in #pricing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('header').getByRole('link', { name: 'Preise' }).click();
    await waitUntilInView(page, '#pricing');
  });

  it("goes to the pricing section from another page via 'Preise'", async () => {
    opened = await openPage(browser, '/terms');
    const { page } = opened;
    await page.locator('header').getByRole('link', { name: 'Preise' }).click();
    await waitUntilInView(page, '#pricing');
    expect(pathOf(page)).toBe('/');
  });

  it("navigates to /login from 'Anmelden' and from the trial call to action", async () => {
    opened = await openPage(browser, '/');
    const { page } = opened;
    await page.locator('header').getByRole('link', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.goto(`${opened.page.url().replace(/\/login$/, '/')}`);
    await page.locator('main h1').waitFor();
    await page.locator('#pricing').getByRole('link', { name: '7 Tage kostenlos testen' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('fits a 375 px wide phone without horizontal scrolling', async () => {
    opened = await openPage(browser, '/', MOBILE);
    const { page } = opened;
    expect(await page.locator('main h1').isVisible()).toBe(true);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await page.locator('header').getByRole('link', { name: 'Anmelden' }).isVisible()).toBe(true);
    await screenshot(page, 'landing-mobile');
    await screenshot(page, 'landing-mobile-full', true);

    await page.locator('header').getByRole('link', { name: 'Preise' }).click();
    await waitUntilInView(page, '#pricing');
    await screenshot(page, 'landing-mobile-pricing');
  });

  it.each([
    ['1280', DESKTOP],
    ['1000', { width: 1000, height: 700 }],
    ['375', MOBILE],
    ['320', NARROW],
  ])('keeps every word of the headline whole at %s px', async (_width, viewport) => {
    opened = await openPage(browser, '/', viewport);
    // Each word of the headline on one line: a word split over two lines has two client rects.
    const broken = await opened.page.locator('main h1').evaluate((heading) => {
      const text = heading.firstChild as Text;
      const split: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (range.getClientRects().length > 1) split.push(match[0]);
      }
      return split;
    });
    expect(broken).toEqual([]);
  });

  it('fits a 320 px wide phone: no heading, link or button label cut off', async () => {
    opened = await openPage(browser, '/', NARROW);
    expect(await overflowingElements(opened.page)).toEqual([]);
    await screenshot(opened.page, 'landing-narrow');
  });
});
