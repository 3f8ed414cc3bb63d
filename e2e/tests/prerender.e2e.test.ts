import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoReady, launchBrowser, MOBILE_USER_AGENT, openPage, type PageOptions } from '../harness/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Catalogue = { land: { title: string }; drago: { hero_title: string } };
function marketingCatalogue(language: string): Catalogue {
  const file = new URL(`../../apps/web/src/features/marketing/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/** Every console message and page error of `page` that reads like a hydration problem or an error. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Opens `path`; with JavaScript, waits for hydration (a click before it would be lost). */
async function visit(path: string, options: PageOptions = {}): Promise<Page> {
  if (options.javaScriptEnabled !== false) {
    const page = await openPage(browser, options);
    await gotoReady(page, `${baseUrl}${path}`);
    return page;
  }
  // Without JavaScript the page's module preloads are refused: nothing to report about them.
  const page = await (await browser.newContext({ locale: 'en-US', ...options })).newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe('prerendered marketing pages', () => {
  it('show their heading with JavaScript disabled, with the meta tags in the HTML', async () => {
    const page = await visit('/land', { javaScriptEnabled: false });
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(marketingCatalogue('en').land.title);
    expect(await page.title()).toMatch(/LAND/i);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toMatch(/LAND/i);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    // The header and footer are there too, styled (the page's stylesheets are linked).
    expect(await page.locator('header.site-header').count()).toBe(1);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    // No inline script: the Content-Security-Policy allows none.
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await page.context().close();
  });

  it('gives a Korean browser (Accept-Language ko) Korean HTML', async () => {
    const response = await fetch(`${baseUrl}/drago`, {
      headers: { accept: 'text/html', 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain(marketingCatalogue('ko').drago.hero_title);

    const page = await visit('/land', { locale: 'ko-KR', javaScriptEnabled: false });
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      marketingCatalogue('ko').land.title,
    );
    await page.context().close();
  });

  it('lets the language cookie of the menu win over Accept-Language', async () => {
    const response = await fetch(`${baseUrl}/land`, {
      headers: { accept: 'text/html', 'accept-language': 'ko-KR', cookie: 'lang=ja' },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain(marketingCatalogue('ja').land.title);

    // The menu sets the cookie: the next page load arrives in that language before any script.
    const page = await visit('/land');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('zh');
    const next = await page.context().request.get(`${baseUrl}/land`, { headers: { accept: 'text/html' } });
    expect(await next.text()).toContain('<html lang="zh"');
    await page.context().close();
  });

  it('sends phones the mobile layout and desktops the desktop one', async () => {
    const phone = await fetch(`${baseUrl}/`, {
      headers: { accept: 'text/html', 'user-agent': MOBILE_USER_AGENT },
    });
    expect(await phone.text()).toContain('<header class="site-header site-header--mobile"');
    const desktop = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(await desktop.text()).toContain('<header class="site-header"');
  });

  const HYDRATED_PAGES: { path: string; layout: string; options: PageOptions }[] = [
    ...['/', '/land', '/governance', '/skin', '/drago', '/loka', '/arena', '/media'].map((path) => ({
      path,
      layout: 'a desktop in English',
      options: {},
    })),
    ...['/', '/drago', '/loka', '/media'].map((path) => ({
      path,
      layout: 'a phone in Korean',
      options: { locale: 'ko-KR', userAgent: MOBILE_USER_AGENT, viewport: { width: 390, height: 844 } },
    })),
  ];

  it.each(HYDRATED_PAGES)('hydrates $path without warnings on $layout', async ({ path, options }) => {
    const page = await openPage(browser, options);
    const problems = collectConsoleProblems(page);
    await gotoReady(page, `${baseUrl}${path}`);
    // Hydrated: React handles a click of the menu toggle or the language menu.
    await page.getByRole('button', { name: /language|언어/i }).click();
    await expect.poll(() => page.getByRole('menuitemradio').count()).toBe(4);
    expect(problems, `${path} ${options.locale ?? 'en-US'}`).toEqual([]);
    await page.context().close();
  });
});
