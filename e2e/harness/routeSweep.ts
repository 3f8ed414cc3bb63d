import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe';
import { gotoReady, MOBILE_USER_AGENT, noRequestInFlight, requestsOf, waitForAppReady } from './browser';
import type { ResolvedRouteSample } from './routeSampleContext';
import { walletButton } from './walletPage';

/**
 * The sweeps that visit every route sample (phone layout, reflow, axe) share these: one page
 * reused from route to route, the Dev wallet connected once (its stored choice reconnects on
 * every page).
 */

/**
 * In the page: lets its finite animations end (a panel fading in, a transition; spinners and
 * decorations loop forever), waits for the app's `<html data-busy>` to come off, then for the next
 * frame and a task; true when the mark is still off then. Each wait is bounded by `withinMs`.
 */
function appSettledInPage(withinMs: number): Promise<boolean> {
  const deadline = performance.now() + withinMs;
  const bounded = (work: Promise<unknown>) =>
    Promise.race([
      work,
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
    ]);
  const root = document.documentElement;
  const busy = () => root.hasAttribute('data-busy');
  const ending = document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)),
    );
  return (async () => {
    await bounded(Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))));
    if (busy()) {
      let observer: MutationObserver | undefined;
      await bounded(
        new Promise<void>((resolve) => {
          observer = new MutationObserver(() => {
            if (!busy()) resolve();
          });
          observer.observe(root, { attributes: true, attributeFilter: ['data-busy'] });
        }),
      );
      observer?.disconnect();
      if (busy()) return false;
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return !busy();
  })();
}

/**
 * Waits until the page has settled: none of its requests in flight, the app's `<html data-busy>`
 * off (a query or mutation in flight, shared/query/busyMark.ts), its finite animations ended, and
 * all still so after the next frame and a task (no request started meanwhile): what a render
 * started by the last answer fetches (a lazy chunk, a dependent read) is under way by then. Each
 * step wakes on the event it waits for (a request's end, the mark's removal), not on a poll. This
 * replaces Playwright's `networkidle`, which waits half a second after the last request on every
 * call (and, on a page that polls, until a gap between polls).
 */
export async function waitForSettled(page: Page, label?: string, timeoutMs = 15_000): Promise<void> {
  const requests = requestsOf(page);
  const deadline = Date.now() + timeoutMs;
  let lastSeen = 'not checked';
  while (Date.now() < deadline) {
    await noRequestInFlight(requests, deadline - Date.now());
    if (requests.inFlight.size > 0) {
      lastSeen = `in flight: ${[...requests.inFlight].map((request) => request.url()).join(', ')}`;
      continue;
    }
    const startedBefore = requests.started;
    let appSettled: boolean;
    try {
      appSettled = await page.evaluate(appSettledInPage, Math.max(0, deadline - Date.now()));
    } catch (error) {
      // A navigation replaced the document meanwhile: check the new one.
      if (/Execution context was destroyed|navigation/i.test(String(error))) continue;
      throw error;
    }
    if (appSettled && requests.inFlight.size === 0 && requests.started === startedBefore) return;
    lastSeen = appSettled ? 'a request started meanwhile' : 'data-busy';
  }
  throw new Error(
    `${label ?? page.url()}: not settled within ${timeoutMs} ms (no request in flight, no data-busy); last seen: ${lastSeen}`,
  );
}

/**
 * Opens `route` and waits for the page itself (its lazy chunk and first data) to be on screen;
 * with `connected`, also for the header's wallet to be connected again and its data loaded.
 * Each wait is for a state (hydrated, no fallback, connected, settled), not for a quiet network.
 */
export async function visitRoute(
  page: Page,
  baseUrl: string,
  route: ResolvedRouteSample,
  connected: boolean,
): Promise<void> {
  await page.goto(`${baseUrl}${route.path}`);
  await waitForAppReady(page);
  await expect.poll(() => page.locator('.page-fallback').count(), { message: route.path }).toBe(0);
  if (route.chrome && connected) {
    await expect
      .poll(() => walletButton(page).getAttribute('data-state'), { message: route.path })
      .toBe('connected');
  }
  await waitForSettled(page, route.path);
}

/** Connects the Dev wallet (devnet account 1, which owns dragos, eggs and stickers) from the header's picker. */
export async function connectDevWallet(page: Page, baseUrl: string): Promise<void> {
  await gotoReady(page, `${baseUrl}/`);
  await walletButton(page).click();
  const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
  await picker.getByRole('button', { name: 'Dev wallet', exact: true }).click();
  await expect.poll(() => walletButton(page).getAttribute('data-state')).toBe('connected');
  // The picker's exit animation is left to end, so what the sweep measures is the page alone.
  await expect.poll(() => picker.count()).toBe(0);
}

/** The document's width: wider than the viewport means sideways scrolling (WCAG 1.4.10). */
export function documentScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * What sticks out past `width` px, for a failure message: for each outermost element painting past
 * it (content clipped by a scrolling box left out), the innermost such element inside it, as
 * `tag.class` with its right edge.
 */
export function overflowingElements(page: Page, width: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const found: Element[] = [];
    const clippedByScrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') return parent.getBoundingClientRect().right <= limit + 0.5;
      }
      return false;
    };
    // The right edge of what an element paints: its box, or its content when that overflows it
    // visibly (a long word, a wide child), which its box does not show.
    const rightEdge = (element: Element) => {
      const box = element.getBoundingClientRect();
      const spills = getComputedStyle(element).overflowX === 'visible';
      return spills ? Math.max(box.right, box.left + element.scrollWidth) : box.right;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (found.some((outer) => outer.contains(element))) continue;
      if (rightEdge(element) > limit + 0.5 && !clippedByScrollBox(element)) found.push(element);
    }
    // The innermost of a chain is what to fix: a parent only spills because of its child.
    const innermost = found.map((element) => {
      let inner = element;
      for (;;) {
        const child = Array.from(inner.children).find((candidate) => rightEdge(candidate) > limit + 0.5);
        if (!child) return inner;
        inner = child;
      }
    });
    return innermost.slice(0, 8).map((element) => {
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const right = Math.round(rightEdge(element));
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} → ${right}px`;
    });
  }, width);
}

/**
 * Whether the page (`label` names it) scrolls sideways at `width` px: null when it does not, else what sticks out.
 * Polled for a while: a page's data can still change its layout after the network settles.
 */
export async function sidewaysOverflow(page: Page, label: string, width: number): Promise<string | null> {
  try {
    await expect
      .poll(() => documentScrollWidth(page), { message: `${label} at ${width} px`, timeout: 3_000 })
      .toBeLessThanOrEqual(width);
    return null;
  } catch {
    const culprits = await overflowingElements(page, width);
    return `${label} is ${await documentScrollWidth(page)} px wide at ${width} px: ${culprits.join(', ')}`;
  }
}

/**
 * Runs `check` on the page as it is, then once on each tab of its tab strips (shared/ui/Tabs),
 * chosen in turn: a sub-tab strip that appears with its tab is walked too. `check` gets a label
 * naming the tab.
 */
export async function forEachTab(page: Page, check: (label: string) => Promise<void>): Promise<void> {
  await check('');
  const tabs = page.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index++) {
    const tab = tabs.nth(index);
    if (!(await tab.isVisible()) || (await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.textContent())?.trim() ?? `tab ${index}`;
    await tab.click();
    await waitForSettled(page, `${page.url()} tab ${name}`);
    await check(` (tab ${name})`);
  }
}

/** The 360 px phone layout of the axe sweep (AXE_LAYOUTS), where the header's phone check runs too. */
export const PHONE_WIDTH = 360;

/** The layouts the axe sweep visits every route in (issues 11, 36): a 1280 px desktop and a 360 px phone. */
export const AXE_LAYOUTS: readonly { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop 1280', options: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'phone 360',
    options: {
      viewport: { width: PHONE_WIDTH, height: 780 },
      userAgent: MOBILE_USER_AGENT,
      isMobile: true,
      hasTouch: true,
    },
  },
];

/**
 * WCAG 2.2 1.4.10 Reflow: 320 CSS px without sideways scrolling, which is also what a desktop
 * window at 400 % zoom (or 200 % of a 640 px window) gets. A desktop browser keeps the desktop
 * layout (spec 1 §1: chosen from the user agent), so the desktop-only pages show with their
 * wallet data there, unlike on a phone. Tables may scroll inside their own box.
 */
export const REFLOW_WIDTH = 320;
export const REFLOW_BROWSERS: readonly { name: string; options: BrowserContextOptions }[] = [
  // The default user agent: desktop Chromium.
  { name: 'desktop', options: { viewport: { width: REFLOW_WIDTH, height: 800 } } },
  {
    name: 'phone',
    options: {
      viewport: { width: REFLOW_WIDTH, height: 800 },
      userAgent: MOBILE_USER_AGENT,
      isMobile: true,
      hasTouch: true,
    },
  },
];

/** Where the first element matching `selector` starts and ends across the page, or null when it has no box. */
export async function horizontalExtent(
  page: Page,
  selector: string,
): Promise<{ left: number; right: number } | null> {
  const found = await page.locator(selector).first().boundingBox();
  return found ? { left: found.x, right: found.x + found.width } : null;
}

/**
 * The header's check of a route just visited on a PHONE_WIDTH phone (spec 3, issue 36): the page
 * has its main, scrolls not sideways, shows the header where the route has one, with the menu
 * toggle and the wallet button within the screen. It only reads the page, so the axe check can
 * run on the same visit afterwards.
 */
export async function checkPhoneHeader(page: Page, route: ResolvedRouteSample): Promise<void> {
  const width = PHONE_WIDTH;
  await expect.poll(() => page.locator('main').count(), { message: route.path }).toBe(1);
  expect(await sidewaysOverflow(page, route.path, width)).toBeNull();
  expect(await page.getByRole('banner').count(), route.path).toBe(route.chrome ? 1 : 0);
  if (!route.chrome) return;
  for (const control of ['button[aria-controls="mobile-menu"]', '[data-testid="wallet-button"]']) {
    const found = await horizontalExtent(page, control);
    expect(found, `${control} on ${route.path}`).not.toBeNull();
    expect(found?.left, `${control} on ${route.path}`).toBeGreaterThanOrEqual(0);
    expect(found?.right, `${control} on ${route.path}`).toBeLessThanOrEqual(width);
  }
}

/** The axe sweep's check of the route on screen (`label` names it): its serious violations, on the page and each of its tabs. */
export async function axeOnRoute(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  // Each tab of every tab set too (issue 36: a selected tab named a panel the page had not
  // rendered, while its data was loading or had failed).
  await forEachTab(page, async (tab) => {
    found.push(...(await seriousAxeViolations(page, `${label}${tab}`)));
  });
  return found;
}

/** The reflow sweep's check of the route on screen (`label` names it): what scrolls sideways at REFLOW_WIDTH, on the page and each of its tabs. */
export async function reflowOnRoute(page: Page, label: string): Promise<string[]> {
  const overflowing: string[] = [];
  await forEachTab(page, async (tab) => {
    const overflow = await sidewaysOverflow(page, `${label}${tab}`, REFLOW_WIDTH);
    if (overflow) overflowing.push(overflow);
  });
  return overflowing;
}
