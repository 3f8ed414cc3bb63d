/**
 * What a phone downloads to show a marketing page: every script fetched until the network is
 * idle, measured as in issue 12 (each file's body gzip -9, summed), its five biggest files, and
 * whether any of it is wallet code.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { MOBILE_USER_AGENT, openPage } from '../../e2e/harness/browser';

/** Strings that only the wallet stack's code contains. */
export const WALLET_MARKERS = ['wagmi', 'eth_requestAccounts', 'wallet_switchEthereumChain'];

/** A phone-sized, touch, high-density screen (the issue's "phone-sized headless Chromium"). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: MOBILE_USER_AGENT,
} as const;

/** A desktop browser: the app pages (pledging, bridge, …) are desktop pages. */
export const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;

/** How long nothing may be in flight before the first load counts as done. */
const QUIET_MS = 1000;

export interface ScriptFile {
  name: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  route: string;
  status: number | undefined;
  scripts: ScriptFile[];
  rawBytes: number;
  gzipBytes: number;
  cssGzipBytes: number;
  walletHits: string[];
}

export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  route: string,
  device: typeof PHONE | typeof DESKTOP = PHONE,
): Promise<FirstLoad> {
  const page = await openPage(browser, device);
  const scripts: ScriptFile[] = [];
  const walletHits: string[] = [];
  let cssGzipBytes = 0;
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          const gzipBytes = gzipSync(body, { level: 9 }).length;
          const name = new URL(response.url()).pathname.split('/').pop() ?? response.url();
          if (type === 'stylesheet') {
            cssGzipBytes += gzipBytes;
            return;
          }
          scripts.push({ name, rawBytes: body.length, gzipBytes });
          const marker = WALLET_MARKERS.find((m) => body.includes(m));
          if (marker) walletHits.push(`${name} (${marker})`);
        }),
    );
  });
  let pending = 0;
  let lastActivity = performance.now();
  page.on('request', () => {
    pending += 1;
    lastActivity = performance.now();
  });
  const settled = () => {
    pending -= 1;
    lastActivity = performance.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  try {
    const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    // "Network idle" alone ends too early on a busy machine: the prerendered page is idle before
    // its scripts have run and asked for the page's chunks. Wait until the app has hydrated,
    // then until nothing has been in flight for a second.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    while (pending > 0 || performance.now() - lastActivity < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(bodies);
    return {
      route,
      status: response?.status(),
      scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
      rawBytes: scripts.reduce((sum, file) => sum + file.rawBytes, 0),
      gzipBytes: scripts.reduce((sum, file) => sum + file.gzipBytes, 0),
      cssGzipBytes,
      walletHits,
    };
  } finally {
    await page.context().close();
  }
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

export function formatFirstLoad(load: FirstLoad): string {
  const biggest = load.scripts
    .slice(0, 5)
    .map((file) => `${file.name} ${kib(file.gzipBytes)}`)
    .join(', ');
  return [
    load.route.padEnd(24),
    `${kib(load.gzipBytes).padStart(7)} KiB gz`,
    `(${load.scripts.length} files, ${kib(load.rawBytes)} KiB raw; CSS ${kib(load.cssGzipBytes)} KiB gz)`,
    `wallet code: ${load.walletHits.length ? `YES ${load.walletHits.join(', ')}` : 'none'}`,
    `\n${' '.repeat(24)}biggest: ${biggest}`,
  ].join('  ');
}

/**
 * What each of the measured pages adds to the scripts all of them load (the shell, the libraries,
 * the locale): each added chunk with its cost, so a page over its budget shows what to move out
 * of its first load.
 */
export function describeAddedChunks(loads: readonly FirstLoad[]): string[] {
  // The chunks every page loads: the first page's, less what any other page does not load.
  const shared = new Set(loads[0]?.scripts.map((file) => file.name));
  for (const load of loads.slice(1)) {
    const names = new Set(load.scripts.map((file) => file.name));
    for (const name of shared) if (!names.has(name)) shared.delete(name);
  }
  if (loads.length === 0) return [];
  const sharedBytes =
    loads[0]?.scripts.filter((file) => shared.has(file.name)).reduce((sum, f) => sum + f.gzipBytes, 0) ?? 0;
  const lines = [`shared by every page measured: ${shared.size} files, ${kib(sharedBytes)} KiB gz`];
  for (const load of loads) {
    const added = load.scripts.filter((file) => !shared.has(file.name));
    const total = added.reduce((sum, file) => sum + file.gzipBytes, 0);
    const each = added.map((file) => `${file.name} ${kib(file.gzipBytes)}`).join(', ') || 'nothing';
    lines.push(`${load.route.padEnd(12)} adds ${kib(total).padStart(5)} KiB gz: ${each}`);
  }
  return lines;
}
