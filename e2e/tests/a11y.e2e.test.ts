import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe';
import { gotoReady, launchBrowser, openPage } from '../harness/browser';
import { readDeployment } from '../harness/chain';
import { settled } from '../harness/dialog';
import { type ResolvedRouteSample, resolveRouteSamples } from '../harness/routeSampleContext';
import { AXE_LAYOUTS, axeOnRoute, connectDevWallet, visitRoute } from '../harness/routeSweep';
import { walletButton } from '../harness/walletPage';

/**
 * axe-core on every registered route and each of its tabs (issues 11, 36): on a 1280 px desktop and a 360 px phone, before
 * and after connecting the devnet's Dev wallet; 0 serious or critical violations. One browser and
 * one page per layout, reused from route to route.
 */
const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
let browser: Browser;
let routes: ResolvedRouteSample[];

beforeAll(async () => {
  browser = await launchBrowser();
  routes = await resolveRouteSamples(deployment);
});
afterAll(async () => {
  await browser?.close();
});

async function sweep(page: Page, label: string, connected: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await visitRoute(page, baseUrl, route, connected);
    found.push(...(await axeOnRoute(page, `${label} ${route.path}`)));
  }
  return found;
}

describe.each(AXE_LAYOUTS)('axe on every registered route, $name', ({ name, options }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, options);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('has no serious or critical violations before a wallet is connected', async () => {
    expect(await sweep(page, name, false)).toEqual([]);
  }, 180_000);

  it("has none with the shell's dialogs and menus open", async () => {
    await gotoReady(page, `${baseUrl}/`);
    const found: string[] = [];
    await walletButton(page).click();
    await settled(page.getByRole('dialog', { name: 'Connect a wallet' }));
    found.push(...(await seriousAxeViolations(page, `${name} wallet picker`)));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Language' }).click();
    await settled(page.getByRole('menu'));
    found.push(...(await seriousAxeViolations(page, `${name} language menu`)));
    await page.keyboard.press('Escape');

    await page.locator('footer').getByRole('button', { name: 'SUBSCRIBE' }).click();
    const subscribe = page.getByRole('dialog', { name: 'SUBSCRIBE' });
    await subscribe.getByLabel('E-mail').fill('a');
    await subscribe.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await settled(page.getByRole('dialog', { name: 'Notice' }));
    found.push(...(await seriousAxeViolations(page, `${name} alert over the subscribe dialog`)));
    expect(found).toEqual([]);
  });

  it('has none after connecting the Dev wallet', async () => {
    await connectDevWallet(page, baseUrl);
    await walletButton(page).click();
    await settled(page.getByRole('menu'));
    const withMenu = await seriousAxeViolations(page, `${name} wallet menu`);
    await page.keyboard.press('Escape');
    expect([...withMenu, ...(await sweep(page, name, true))]).toEqual([]);
  }, 180_000);
});
