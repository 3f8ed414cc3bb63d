import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoReady, launchBrowser, MOBILE_USER_AGENT, openPage } from '../harness/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  await gotoReady(page, `${baseUrl}${path}`);
  return page;
}

function uniqueEmail(): string {
  return `player-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

describe('shell', () => {
  it('shows header and footer on the home page and on the 404 page', async () => {
    for (const path of ['/', '/no-such-page']) {
      const page = await visit(path);
      await expect.poll(() => page.locator('header').first().isVisible()).toBe(true);
      await expect.poll(() => page.locator('footer').first().isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it('hides header and footer on the kingdom migration page', async () => {
    const page = await visit('/move/not-a-real-token');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('main').count()).toBeGreaterThan(0);
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await page.context().close();
  });

  it('serves the web app for deep links (history mode) and a real 404 page for unknown paths', async () => {
    const deepLink = await fetch(`${baseUrl}/land`, { headers: { accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');

    const page = await visit('/this/does/not/exist');
    await expect.poll(() => page.title()).toMatch(/not found/i);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('This road leads nowhere');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();

    const api404 = await fetch(`${baseUrl}/game/no-such-call`, { method: 'POST' });
    expect(api404.status).toBe(404);
    expect(api404.headers.get('content-type')).toContain('application/json');
  });

  it('switches the language from the menu and remembers it', async () => {
    const page = await visit('/');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '한국어' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ko');
    await expect.poll(() => page.locator('footer').textContent()).toContain('구독');
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ko');
    await page.context().close();
  });

  it('picks Korean or Japanese from the browser language and falls back to English', async () => {
    for (const [locale, lang] of [
      ['ko-KR', 'ko'],
      ['ja-JP', 'ja'],
      ['de-DE', 'en'],
      ['zh-CN', 'en'],
    ] as const) {
      const page = await visit('/', { locale });
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
      await page.context().close();
    }
  }, 180_000);

  it('shows the desktop notice instead of a desktop-only page on mobile', async () => {
    const page = await visit('/myitem', {
      userAgent: MOBILE_USER_AGENT,
      viewport: { width: 390, height: 844 },
    });
    await expect.poll(() => page.getByText('Open this page on a desktop browser.').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('news subscription', () => {
  async function subscribe(page: Page, email: string): Promise<string> {
    await page.locator('footer').getByRole('button', { name: 'SUBSCRIBE' }).click();
    const dialog = page.getByRole('dialog', { name: 'SUBSCRIBE' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'SUBSCRIBE' }).click();
    const alert = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Notice' }));
    await alert.first().waitFor();
    const text = (await alert.first().textContent()) ?? '';
    await alert.first().getByRole('button', { name: 'OK' }).click();
    return text;
  }

  it('subscribes once, then says the address is already subscribed (whatever its case)', async () => {
    const page = await visit('/?utm_source=e2e&utm_medium=test&ref=friend');
    const email = uniqueEmail();
    expect(await subscribe(page, email)).toContain('Subscribed successfully!');
    await page.reload();
    expect(await subscribe(page, email.toUpperCase())).toContain("You're already subscribed.");
    await page.context().close();
  });

  it('refuses a too-short e-mail in the browser and sends nothing', async () => {
    const page = await visit('/');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/preregist/subscribe')) sent = true;
    });
    expect(await subscribe(page, '  a ')).toContain('Please enter a valid e-mail address.');
    expect(sent).toBe(false);
    await page.context().close();
  });

  it('shows the server error for a malformed e-mail', async () => {
    const page = await visit('/');
    expect(await subscribe(page, 'not-an-email')).toContain('Please enter a valid e-mail address.');
    await page.context().close();
  });
});
