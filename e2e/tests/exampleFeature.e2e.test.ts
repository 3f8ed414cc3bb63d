import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe';
import { launchBrowser, openPage } from '../harness/browser';
import { readDeployment } from '../harness/chain';
import { type FixtureWeb, startFixtureWeb } from '../harness/fixtureWeb';
import { type ResolvedRouteSample, resolveRouteSamples } from '../harness/routeSampleContext';
import { featureManifestsIn, ROUTE_SAMPLES, routeSamplesOf } from '../harness/routeSamples';
import {
  AXE_LAYOUTS,
  axeOnRoute,
  connectDevWallet,
  REFLOW_BROWSERS,
  REFLOW_WIDTH,
  reflowOnRoute,
  visitRoute,
} from '../harness/routeSweep';

/**
 * Issue 39 item 6 in a browser: the example feature (apps/web/test/fixtures/example-feature), a
 * folder found by file in a test build of the app (harness/fixtureWeb.ts) with no edit outside
 * it, passes the sweeps every page passes (axe on a 1280 px desktop and a 360 px phone, 320 px
 * reflow in a desktop and a phone browser: the same checks, harness/routeSweep.ts) on the sample
 * its manifest declares, and its part shows in the activity centre of a connected wallet.
 */
const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const FIXTURES = fileURLToPath(new URL('../../apps/web/test/fixtures/', import.meta.url));
let web: FixtureWeb;
let browser: Browser;
let routes: ResolvedRouteSample[];

beforeAll(async () => {
  [web, browser] = await Promise.all([startFixtureWeb(baseUrl), launchBrowser()]);
  const samples = routeSamplesOf(await featureManifestsIn(FIXTURES, '../../test/fixtures/'));
  routes = await resolveRouteSamples(deployment, samples);
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
});

it('has the example feature’s page as its only route sample, one the app itself lacks', () => {
  expect(routes.map((route) => [route.pattern, route.path])).toEqual([['/example/:id', '/example/7']]);
  expect(ROUTE_SAMPLES).not.toHaveProperty('/example/:id');
});

/** Visits each route of the fixtures in the test build: its own page, not the not-found page. */
async function eachRoute(page: Page, check: (route: ResolvedRouteSample) => Promise<string[]>) {
  const found: string[] = [];
  for (const route of routes) {
    await visitRoute(page, web.url, route, false);
    await expect.poll(() => page.getByTestId('example-page').count(), { message: route.path }).toBe(1);
    found.push(...(await check(route)));
  }
  return found;
}

/**
 * Each reflow browser (desktop, phone) with the axe layout of its kind: one page for both sweeps,
 * its viewport narrowed to the reflow width between them (the page's modules load once).
 */
const BROWSERS = REFLOW_BROWSERS.map((reflow) => {
  const isPhone = Boolean(reflow.options.isMobile);
  const axe = AXE_LAYOUTS.find((layout) => Boolean(layout.options.isMobile) === isPhone);
  if (!axe) throw new Error(`no axe layout for the ${reflow.name} browser`);
  return { name: reflow.name, axe, reflow };
});

describe.each(BROWSERS)('the example feature in a $name browser', ({ name, axe, reflow }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, axe.options);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it(`has no serious or critical axe violations on its page (${axe.name})`, async () => {
    expect(await eachRoute(page, (route) => axeOnRoute(page, `${axe.name} ${route.path}`))).toEqual([]);
  });

  it(`scrolls its page not sideways at ${REFLOW_WIDTH} px`, async () => {
    const viewport = reflow.options.viewport;
    if (!viewport) throw new Error(`the ${name} reflow browser has no viewport`);
    await page.setViewportSize(viewport);
    expect(await eachRoute(page, (route) => reflowOnRoute(page, `${name} ${route.path}`))).toEqual([]);
  });
});

describe('the activity centre of the test build', () => {
  it('shows the example feature’s part to a connected wallet, with no serious violation', async () => {
    const page = await openPage(browser, AXE_LAYOUTS[0]?.options);
    try {
      await connectDevWallet(page, web.url);
      // The badge's parts load once a wallet is connected; leave them to arrive before moving on.
      await page.waitForLoadState('networkidle');
      await page.goto(`${web.url}/activity`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId('example-activity').count()).toBe(1);
      // The other parts' panels load their own modules as their reads answer.
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page, 'activity centre with the example part')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
