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

describe.each(AXE_LAYOUTS)('axe on the example feature, $name', ({ name, options }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, options);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('has no serious or critical violations on its page', async () => {
    expect(await eachRoute(page, (route) => axeOnRoute(page, `${name} ${route.path}`))).toEqual([]);
  });
});

describe.each(REFLOW_BROWSERS)(
  'reflow of the example feature at 320 px in a $name browser',
  ({ name, options }) => {
    it('scrolls its page not sideways', async () => {
      const page = await openPage(browser, options);
      try {
        expect(await eachRoute(page, (route) => reflowOnRoute(page, `${name} ${route.path}`))).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  },
);

describe('the activity centre of the test build', () => {
  it('shows the example feature’s part to a connected wallet, with no serious violation', async () => {
    const page = await openPage(browser, AXE_LAYOUTS[0]?.options);
    try {
      await connectDevWallet(page, web.url);
      await page.goto(`${web.url}/activity`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId('example-activity').count()).toBe(1);
      expect(await seriousAxeViolations(page, 'activity centre with the example part')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
