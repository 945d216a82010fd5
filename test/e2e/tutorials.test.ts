import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signedInClient, uniqueEmail } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import { baseUrl, DESKTOP, MOBILE, NARROW, overflowingElements, screenshot } from './support';

/** The local stack's support address (scripts/local/stack.ts). */
const SUPPORT_ADDRESS = process.env.SUPPORT_EMAIL ?? 'support@befundklar.local';
const CATEGORY_HEADINGS = ['Grundlagen', 'Fortgeschritten', 'Tipps'];

interface TutorialsPage {
  page: Page;
  context: BrowserContext;
  /** Every request to a Vimeo host, from the first byte of the page on, in any frame. */
  vimeoRequests: string[];
  /** POSTs to the question endpoint. */
  contactPosts: string[];
  errors: string[];
  /** Status of the page's GET /api/auth/user: 401 for visitors, 200 when signed in. */
  userStatus: number;
}

/**
 * Like openPage in ./support, but the listeners are attached before the first navigation, so a
 * request to Vimeo made while the page loads is seen too.
 */
async function openTutorials(
  browser: Browser,
  viewport = DESKTOP,
  arrange?: (context: BrowserContext) => Promise<void>,
): Promise<TutorialsPage> {
  const context = await browser.newContext({ viewport, locale: 'de-DE' });
  await arrange?.(context);
  const opened: TutorialsPage = {
    page: await context.newPage(),
    context,
    vimeoRequests: [],
    contactPosts: [],
    errors: [],
    userStatus: 0,
  };
  context.on('request', (request) => {
    if (/(^|\.)vimeo(cdn)?\.com$/.test(new URL(request.url()).hostname))
      opened.vimeoRequests.push(request.url());
    if (request.method() === 'POST' && request.url().endsWith('/api/contact'))
      opened.contactPosts.push(request.url());
  });
  opened.page.on('console', (message) => {
    // The visitor's GET /api/auth/user answers 401 by design; Chromium logs every failed fetch.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) {
      opened.errors.push(`console: ${message.text()}`);
    }
  });
  opened.page.on('pageerror', (error) => opened.errors.push(`pageerror: ${error.message}`));
  const userAnswered = opened.page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
  await opened.page.goto(`${baseUrl}/tutorials`);
  await opened.page.locator('main h1').first().waitFor();
  opened.userStatus = (await userAnswered).status();
  return opened;
}

describe('Tutorials page', () => {
  let browser: Browser;
  let opened: TutorialsPage | undefined;

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

  it('shows six tutorials in three categories, the visitor banner, and asks Vimeo for nothing', async () => {
    opened = await openTutorials(browser);
    const { page } = opened;
    expect(opened.userStatus).toBe(401);
    expect(await page.title()).toBe('Tutorials – Befundklar');
    expect((await page.locator('main h1').textContent())?.trim()).toBe('Tutorials');
    expect(await page.locator('main h2').allTextContents()).toEqual([
      ...CATEGORY_HEADINGS,
      'Noch eine Frage?',
    ]);

    const tutorials = page.locator('main article[data-tutorial]');
    expect(await tutorials.count()).toBe(6);
    for (const tutorial of await tutorials.all()) {
      expect(await tutorial.isVisible()).toBe(true);
      // Each one offers either the click-to-load player or its written steps, never an empty box.
      const id = (await tutorial.getAttribute('data-tutorial')) ?? '';
      const consent = await tutorial.getByRole('button', { name: /^Video von Vimeo laden/ }).count();
      if (consent === 0) {
        expect(await tutorial.locator('ol > li').count(), id).toBeGreaterThanOrEqual(3);
        expect(await tutorial.locator('ol > li').first().isVisible(), id).toBe(true);
      } else {
        expect(consent, id).toBe(1);
      }
    }

    const banner = page.getByRole('complementary', { name: 'Anmelden oder kostenlos testen' });
    await banner.waitFor();
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/login');
    expect(await page.locator('main').textContent()).toContain('Wir antworten innerhalb von 24 Stunden.');

    // Nothing from Vimeo until a visitor clicks, and no player frame either.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(opened.vimeoRequests).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tutorials-desktop', true);
  });

  it("lets the page frame Vimeo's player and nothing else (the CSP the videos need)", async () => {
    opened = await openTutorials(browser);
    const { page } = opened;
    // No internet in tests: answer for Vimeo with an empty player page.
    await page.route(/^https:\/\/player\.vimeo\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    const blocked = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.blockedURI));
      for (const src of ['https://player.vimeo.com/video/1?dnt=1', 'https://www.youtube.com/embed/1']) {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      return violations;
    });
    // Chromium reports the refused frame on the console: expected here, not an error of the page.
    opened.errors = opened.errors.filter((error) => !/youtube\.com/.test(error));
    // A cross-origin violation names the origin only.
    expect(blocked).toEqual(['https://www.youtube.com']);
  });

  it('shows the schema messages on an empty question and sends nothing', async () => {
    opened = await openTutorials(browser);
    const { page } = opened;
    const form = page.getByRole('form', { name: 'Frage an den Support' });
    await form.getByRole('button', { name: 'Frage senden' }).click();
    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      'Question is required',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(opened.contactPosts).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'tutorials-question-errors');
  });

  it('sends a question to the support address, confirms it and clears the form', async () => {
    opened = await openTutorials(browser);
    const { page } = opened;
    const since = Date.now();
    const email = uniqueEmail('frage');
    const question = `Wie lege ich eine eigene CT-Vorlage an? (${email})`;
    const form = page.getByRole('form', { name: 'Frage an den Support' });
    await form.getByLabel('Name').fill('Dr. Lena Berg');
    await form.getByLabel('E-Mail').fill(email);
    await form.getByLabel('Betreff').fill('Eigene Vorlagen');
    await form.getByLabel('Ihre Frage').fill(question);
    await form.getByRole('button', { name: 'Frage senden' }).click();

    await page.getByText('Question Submitted', { exact: true }).waitFor();
    // Only for the screenshot: let the toast finish sliding in.
    await page.waitForTimeout(400);
    expect(await page.getByText("Thank you! We'll get back to you soon.").isVisible()).toBe(true);
    await screenshot(page, 'tutorials-question-sent');
    for (const label of ['Name', 'E-Mail', 'Betreff', 'Ihre Frage']) {
      expect(await form.getByLabel(label).inputValue(), label).toBe('');
    }

    const mail = await latestMail(baseUrl, SUPPORT_ADDRESS, since);
    expect(mail.subject).toContain('Eigene Vorlagen');
    expect(mail.text).toContain(question);
    expect(mail.text).toContain(`Dr. Lena Berg <${email}>`);
  });

  it('hides the visitor banner from signed-in users', async () => {
    const { client } = await signedInClient(baseUrl);
    opened = await openTutorials(browser, DESKTOP, (context) =>
      context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: baseUrl }))),
    );
    const { page } = opened;
    expect(opened.userStatus).toBe(200);
    expect(await page.locator('main article[data-tutorial]').count()).toBe(6);
    // Give React the frames it needs to render what the answer changed.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.getByRole('complementary', { name: 'Anmelden oder kostenlos testen' }).count()).toBe(0);
  });

  it('fits phones without cut-off text', async () => {
    for (const viewport of [MOBILE, NARROW]) {
      opened = await openTutorials(browser, viewport);
      await opened.page.getByRole('complementary', { name: 'Anmelden oder kostenlos testen' }).waitFor();
      expect(await overflowingElements(opened.page), `${viewport.width}px`).toEqual([]);
      if (viewport === MOBILE) {
        await screenshot(opened.page, 'tutorials-mobile');
        await opened.page.locator('main article[data-tutorial]').first().scrollIntoViewIfNeeded();
        await screenshot(opened.page, 'tutorials-mobile-card');
        await opened.page.getByRole('form', { name: 'Frage an den Support' }).scrollIntoViewIfNeeded();
        await screenshot(opened.page, 'tutorials-mobile-form');
      }
      expect(opened.errors).toEqual([]);
      await opened.context.close();
      opened = undefined;
    }
  });
});
