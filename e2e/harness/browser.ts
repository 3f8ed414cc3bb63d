import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type Page, type Request } from 'playwright-core';

/** Debian's Chromium; Playwright never downloads a browser here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error('No Chromium found: install Debian\'s "chromium" package or set CHROME_PATH.');
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Without the background-networking flags Chromium keeps trying to reach Google's hosts,
    // which this closed network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Waits until the app marks `<html data-app-ready>`: a prerendered page is painted before React
 * attaches its handlers, so a key press or click sent earlier would be lost.
 */
export async function waitForAppReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Opens `url` and waits for hydration: what every test that then clicks or types should use. */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForAppReady(page);
}

/** A page's requests as the harness sees them: those not yet answered, and how many ever started. */
interface PageRequests {
  inFlight: Set<Request>;
  started: number;
  /** Called (and dropped) each time the last request in flight ends. */
  onIdle: Set<() => void>;
}

const requestsOfPage = new WeakMap<Page, PageRequests>();

/** Counts `page`'s requests from now on (openPage does it for every page). */
function trackRequests(page: Page): PageRequests {
  const requests: PageRequests = { inFlight: new Set(), started: 0, onIdle: new Set() };
  const ended = (request: Request) => {
    requests.inFlight.delete(request);
    if (requests.inFlight.size > 0) return;
    for (const wake of requests.onIdle) wake();
    requests.onIdle.clear();
  };
  page.on('request', (request) => {
    requests.inFlight.add(request);
    requests.started++;
  });
  // A redirect finishes its request too (the next hop is a request of its own); a navigation
  // away fails the old document's requests.
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  requestsOfPage.set(page, requests);
  return requests;
}

/** Resolves once none of the page's requests is in flight, or after `withinMs` (the caller checks again). */
function noRequestInFlight(requests: PageRequests, withinMs: number): Promise<void> {
  if (requests.inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, withinMs);
    function done() {
      clearTimeout(timer);
      requests.onIdle.delete(done);
      resolve();
    }
    requests.onIdle.add(done);
  });
}

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
  const requests = requestsOfPage.get(page) ?? trackRequests(page);
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

export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export interface PageOptions extends BrowserContextOptions {
  /** Browser language, e.g. 'ko-KR'; defaults to en-US. */
  locale?: string;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  const page = await context.newPage();
  trackRequests(page);
  page.on('pageerror', (error) => {
    console.error(`[browser] ${error.message}`);
  });
  // A failing test's log then says which request went wrong (status or network error).
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      console.error(`[browser] ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    console.error(`[browser] failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  return page;
}
