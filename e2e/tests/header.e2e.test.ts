import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import walletEn from '../../apps/web/src/features/wallet/locales/en.json';
import commonEn from '../../apps/web/src/i18n/locales/en.json';
import { gotoReady, launchBrowser, MOBILE_USER_AGENT, openPage } from '../harness/browser';
import { readDeployment } from '../harness/chain';
import { closeWithEscape } from '../harness/dialog';
import { type ResolvedRouteSample, routeSampleLookup } from '../harness/routeSampleContext';
import { ROUTE_PATTERNS } from '../harness/routeSamples';
import {
  connectDevWallet,
  horizontalExtent,
  REFLOW_BROWSERS,
  reflowOnRoute,
  visitRoute,
  waitForSettled,
} from '../harness/routeSweep';
import { walletButton } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
let browser: Browser;
let routeOf: (pattern: string) => ResolvedRouteSample;

beforeAll(async () => {
  browser = await launchBrowser();
  routeOf = await routeSampleLookup(deployment);
});
afterAll(async () => {
  await browser?.close();
});

/** The tops of the links shown in the desktop bar (one value = one row). */
async function linkRowTops(page: Page): Promise<number[]> {
  const tops = await page
    .locator('header nav[aria-label="Main navigation"] > .site-header__row > ul > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return [...new Set(tops)];
}

describe('header on a 360 px phone', () => {
  // Its check of every route at 360 px (checkPhoneHeader) runs in a11y.e2e.test.ts, on the axe
  // sweep's visit of the route in the same phone layout: one page load for both.
  it('fits the other common phone widths too', async () => {
    for (const width of [390, 412, 430]) {
      const page = await openPage(browser, {
        userAgent: MOBILE_USER_AGENT,
        viewport: { width, height: 844 },
        isMobile: true,
      });
      await gotoReady(page, `${baseUrl}/`);
      await expect.poll(() => page.locator('[data-testid="wallet-button"]').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(
        (await horizontalExtent(page, 'button[aria-controls="mobile-menu"]'))?.right,
      ).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });
});

/**
 * Spec 3 "Navigation bar": the wallet menu of each variant, in order; plus the activity centre
 * (issue 27, not in the spec) last before Disconnect in both.
 */
const WALLET_MENU: Record<ResolvedRouteSample['navbar'], string[]> = {
  full: [
    walletEn.menu_my_item,
    walletEn.menu_my_drago,
    walletEn.menu_bridge,
    walletEn.menu_my_reward,
    walletEn.menu_activity,
    walletEn.menu_disconnect,
  ],
  holdings: [walletEn.menu_my_item, walletEn.menu_my_drago, walletEn.menu_activity, walletEn.menu_disconnect],
};

/** The connected wallet's menu entries, read by opening it and closed again with Escape. */
async function walletMenuEntries(page: Page): Promise<string[]> {
  await walletButton(page).click();
  const menu = page.getByRole('menu');
  await expect.poll(() => menu.isVisible()).toBe(true);
  // Each entry's label, without its badge (the Activity count the connected wallet's reads give).
  const entries = await menu.getByRole('menuitem').evaluateAll((items) =>
    items.map((item) => {
      const label = item.cloneNode(true) as HTMLElement;
      label.querySelectorAll('[data-testid^="menu-badge-"]').forEach((badge) => {
        badge.remove();
      });
      return label.textContent ?? '';
    }),
  );
  await closeWithEscape(menu);
  return entries;
}

/*
 * WCAG 2.2 1.4.10 Reflow (REFLOW_BROWSERS of harness/routeSweep.ts). Each browser visits every
 * route as a visitor first (the header's Connect Wallet, issue 36), then with the Dev wallet
 * connected and signed in where a page asks (My Reward's vesting cards).
 */

/**
 * On a page that shows the wallet's data only after a sign-in (My Reward's vesting cards), signs
 * in with the connected wallet (one signature, the Dev wallet's) and waits for that data.
 */
async function signInWhenAsked(page: Page, route: ResolvedRouteSample, label: string): Promise<void> {
  if (!route.signedIn) return;
  const signedIn = page.getByTestId(route.signedIn);
  const signIn = page.getByTestId('sign-in-button');
  // The session is checked first: the page then shows either the sign-in button or its data.
  await expect
    .poll(async () => (await signIn.count()) + (await signedIn.count()), { message: label, timeout: 15_000 })
    .toBeGreaterThan(0);
  if ((await signedIn.count()) === 0) await signIn.click();
  await expect.poll(() => signedIn.count(), { message: label, timeout: 20_000 }).toBe(1);
  await waitForSettled(page, label);
}

describe.each(REFLOW_BROWSERS)('reflow at 320 px in a $name browser', ({ name, options }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, options);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  /** The route and each of its tabs: what overflows. */
  async function overflowOn(route: ResolvedRouteSample, connected: boolean): Promise<string[]> {
    await visitRoute(page, baseUrl, route, connected);
    // Desktop only: a phone shows the desktop notice in the page's place.
    if (connected && name === 'desktop') await signInWhenAsked(page, route, `${name} ${route.path}`);
    // Each tab too: the bridge's token tabs, My Drago's rental tables, pledging's tabs…
    return reflowOnRoute(page, `${name} ${route.path}`);
  }

  it.each(ROUTE_PATTERNS)(
    'keeps %s from scrolling sideways before a wallet is connected',
    async (pattern) => {
      expect(await overflowOn(routeOf(pattern), false)).toEqual([]);
    },
  );

  it('connects the Dev wallet', async () => {
    await connectDevWallet(page, baseUrl);
  });

  it.each(ROUTE_PATTERNS)(
    'keeps %s from scrolling sideways with the Dev wallet connected, with its navbar variant',
    async (pattern) => {
      const route = routeOf(pattern);
      expect(await overflowOn(route, true)).toEqual([]);
      if (!route.chrome) return;
      expect(await page.getByRole('banner').getAttribute('data-navbar'), route.path).toBe(route.navbar);
      expect(await walletMenuEntries(page), route.path).toEqual(WALLET_MENU[route.navbar]);
    },
  );
});

describe('desktop navigation bar', () => {
  it('keeps the links on one row at 1280 and 1440 px, with room for all nine spec links', async () => {
    for (const width of [1280, 1440]) {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      await gotoReady(page, `${baseUrl}/`);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect.poll(() => nav.getByRole('link', { name: 'Pledging' }).isVisible()).toBe(true);
      // The configured outbound links join the prerendered bar once /config.json has loaded.
      // Breed and Bridge count once their pages are registered (the measure's last entry is More).
      const laterLinks: string[] = [commonEn.nav_breed, commonEn.nav_bridge];
      const measured = () => page.locator('.site-header__measure > li').allTextContents();
      await expect
        .poll(async () => {
          const texts = await measured();
          return texts.length - texts.filter((text) => laterLinks.includes(text)).length;
        })
        .toBe(8);
      const measuredLinks = await measured();
      const missing = laterLinks.filter((label) => !measuredLinks.includes(label));
      expect(await linkRowTops(page), `one row at ${width}`).toHaveLength(1);
      expect(await nav.getByRole('button', { name: commonEn.nav_more }).count()).toBe(0);

      // Breed and Bridge get a link once their pages are registered: measure the missing ones in
      // the bar's own style and check the row would still fit beside the tools.
      const row = await page.evaluate(
        ([labels]) => {
          const measure = document.querySelector('.site-header__measure');
          const sample = measure?.querySelector('li');
          const navElement = document.querySelector('.site-header__nav');
          if (!measure || !sample || !navElement) throw new Error('no desktop navigation bar');
          const gap = Number.parseFloat(getComputedStyle(measure).columnGap);
          const widths = Array.from(measure.children)
            .slice(0, -1)
            .map((item) => item.getBoundingClientRect().width);
          for (const label of labels) {
            const copy = sample.cloneNode(true) as HTMLElement;
            copy.textContent = label;
            measure.prepend(copy);
            widths.push(copy.getBoundingClientRect().width);
            copy.remove();
          }
          const needed = widths.reduce((sum, itemWidth) => sum + itemWidth, 0) + gap * (widths.length - 1);
          return { needed, available: navElement.clientWidth, count: widths.length };
        },
        [missing] as const,
      );
      expect(row.count).toBe(9);
      expect(row.needed, `nine links at ${width}`).toBeLessThanOrEqual(row.available);
      await page.context().close();
    }
  });

  it('moves what does not fit into a More menu that works from the keyboard', async () => {
    const page = await openPage(browser, { viewport: { width: 1100, height: 900 } });
    await gotoReady(page, `${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const more = nav.getByRole('button', { name: commonEn.nav_more });
    await expect.poll(() => more.isVisible()).toBe(true);
    expect(await linkRowTops(page)).toHaveLength(1);
    const inBar = await nav.getByRole('link').allTextContents();

    // Tab from the last link of the bar onto More, open it with Enter, walk it with the arrows.
    await nav.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    expect(await more.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const inMenu = await menu.getByRole('menuitem').allTextContents();
    expect(inMenu.length).toBeGreaterThan(0);
    expect(inMenu.filter((label) => inBar.includes(label))).toEqual([]);
    const focusedItem = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitem'
          ? document.activeElement.textContent
          : null,
      );
    await expect.poll(focusedItem).toBe(inMenu[0]);
    if (inMenu.length > 1) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedItem).toBe(inMenu[1]);
    }
    // Each entry is a real link (Enter follows it).
    for (const item of await menu.getByRole('menuitem').all()) {
      expect(await item.getAttribute('href')).toBeTruthy();
    }
    await closeWithEscape(menu);
    // Focus goes back in a task after the menu unmounts: on a busy machine that is a moment later.
    await expect.poll(() => more.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
