import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type Page, type Request } from 'playwright-core';

/**
 * Debian's Chromium for the end-to-end tests; Playwright never downloads a browser here. The
 * headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs for
 * `headless: true`) comes first: the same Blink, V8 and network stack as `chromium`, without the
 * desktop browser's layers, and about a tenth cheaper in CPU on the sweeps (issue 38). The full
 * `chromium` is the fallback on a machine that lacks the shell; CHROME_PATH overrides both.
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found: install Debian\'s "chromium-headless-shell" (or "chromium") package, or set CHROME_PATH.',
    );
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
export interface PageRequests {
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

/** `page`'s requests (counted from openPage on; from now on for a page opened otherwise). */
export function requestsOf(page: Page): PageRequests {
  return requestsOfPage.get(page) ?? trackRequests(page);
}

/** Resolves once none of the page's requests is in flight, or after `withinMs` (the caller checks again). */
export function noRequestInFlight(requests: PageRequests, withinMs: number): Promise<void> {
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
