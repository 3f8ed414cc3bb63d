import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe';
import { gotoReady, launchBrowser, openPage } from '../harness/browser';
import { readDeployment } from '../harness/chain';
import { closeWithEscape, settled } from '../harness/dialog';
import { type ResolvedRouteSample, routeSampleLookup } from '../harness/routeSampleContext';
import { ROUTE_PATTERNS } from '../harness/routeSamples';
import { AXE_LAYOUTS, axeOnRoute, connectDevWallet, visitRoute } from '../harness/routeSweep';
import { walletButton } from '../harness/walletPage';

/**
 * axe-core on every registered route and each of its tabs (issues 11, 36): on a 1280 px desktop and a 360 px phone, before
 * and after connecting the devnet's Dev wallet; 0 serious or critical violations. One browser and
 * one page per layout, reused from route to route; one test per route (routeSampleLookup).
 */
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

/** The serious violations on `pattern`'s sample page and each of its tabs. */
async function violationsOn(
  page: Page,
  label: string,
  pattern: string,
  connected: boolean,
): Promise<string[]> {
  const route = routeOf(pattern);
  await visitRoute(page, baseUrl, route, connected);
  return axeOnRoute(page, `${label} ${route.path}`);
}

describe.each(AXE_LAYOUTS)('axe on every registered route, $name', ({ name, options }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, options);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(ROUTE_PATTERNS)(
    'has no serious or critical violations on %s before a wallet is connected',
    async (pattern) => {
      expect(await violationsOn(page, name, pattern, false)).toEqual([]);
    },
  );

  it("has none with the shell's dialogs and menus open", async () => {
    await gotoReady(page, `${baseUrl}/`);
    const found: string[] = [];
    await walletButton(page).click();
    const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
    await settled(picker);
    found.push(...(await seriousAxeViolations(page, `${name} wallet picker`)));
    await closeWithEscape(picker);

    await page.getByRole('button', { name: 'Language' }).click();
    const languageMenu = page.getByRole('menu');
    await settled(languageMenu);
    found.push(...(await seriousAxeViolations(page, `${name} language menu`)));
    await closeWithEscape(languageMenu);

    await page.locator('footer').getByRole('button', { name: 'SUBSCRIBE' }).click();
    const subscribe = page.getByRole('dialog', { name: 'SUBSCRIBE' });
    await subscribe.getByLabel('E-mail').fill('a');
    await subscribe.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await settled(page.getByRole('dialog', { name: 'Notice' }));
    found.push(...(await seriousAxeViolations(page, `${name} alert over the subscribe dialog`)));
    expect(found).toEqual([]);
  });

  it('has none in the wallet menu after connecting the Dev wallet', async () => {
    await connectDevWallet(page, baseUrl);
    await walletButton(page).click();
    const menu = page.getByRole('menu');
    await settled(menu);
    const withMenu = await seriousAxeViolations(page, `${name} wallet menu`);
    await closeWithEscape(menu);
    expect(withMenu).toEqual([]);
  });

  it.each(ROUTE_PATTERNS)('has none on %s with the Dev wallet connected', async (pattern) => {
    expect(await violationsOn(page, name, pattern, true)).toEqual([]);
  });
});
