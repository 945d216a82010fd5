import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl').replace(/\/$/, '');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };
/** The narrowest phones still in use; headings and buttons must fit here too. */
export const NARROW = { width: 320, height: 640 };

const screenshotDir = join(process.cwd(), 'test-results', 'e2e');

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far; every test expects none. */
  errors: string[];
}

/** A fresh context per test (no shared cookies or storage) that records console errors. */
export async function openPage(browser: Browser, path: string, viewport = DESKTOP): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, locale: 'de-DE' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isVisitorProbe(message))
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Requests cut off by a navigation (e.g. the favicon) are aborted, not broken.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`request failed: ${request.url()}`);
  });
  await page.goto(`${baseUrl}${path}`);
  // The page chunk is lazy: wait until the first heading of the page is rendered.
  await page.locator('main h1').first().waitFor();
  return { page, context, errors };
}

/**
 * Chromium logs every 4xx answer as a console error. A visitor's GET /api/auth/user answers 401 by
 * design (spec 01 section 7: 401 means "not signed in"), so that one message is no error.
 */
function isVisitorProbe(message: ConsoleMessage): boolean {
  return (
    new URL(message.location().url, 'http://x').pathname === '/api/auth/user' &&
    message.text().includes('status of 401')
  );
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the element's top edge is inside the viewport (scrolling is asynchronous). */
export async function waitUntilInView(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    if (!element) return false;
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  }, selector);
}

/**
 * What does not fit the viewport: horizontal page scrolling, elements reaching past
 * the right edge, and text cut off inside its box (long German words in headings,
 * button labels that Mantine clips with overflow: hidden). Empty when all fits.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page scrolls to ${document.documentElement.scrollWidth}px`);
    const candidates = document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, p, a, button, .mantine-Button-label',
    );
    for (const element of candidates) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0) continue;
      const clipped = element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0;
      if (rect.right > width + 1 || clipped) {
        found.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
}
