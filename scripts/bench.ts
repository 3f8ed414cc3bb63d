/**
 * `npm run bench` — the performance budgets, as figures (not pass/fail timings):
 *  - what each marketing page downloads on first load, and that none of it is wallet code;
 *  - API throughput and p99 latency of its routes next to a trivial route of the same server.
 * Everything runs on this machine against the real stack on free ports.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openPage } from '../e2e/harness/browser';
import { startTestStack } from '../e2e/harness/stack';
import { formatLoad, runLoad } from './lib/loadTest';
import { ensureWebBuild } from './lib/webBuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKETING_ROUTES = ['/', '/land', '/governance', '/skin', '/drago', '/loka', '/media'];
/** Strings that only the wallet stack's code contains. */
const WALLET_MARKERS = ['wagmi', 'eth_requestAccounts', 'wallet_switchEthereumChain'];

async function benchPages(baseUrl: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    console.log('\nFirst load of marketing pages (desktop, cold cache)');
    console.log(
      `${'route'.padEnd(12)}${'JS KiB'.padStart(9)}${'CSS KiB'.padStart(9)}${'requests'.padStart(10)}${'load ms'.padStart(9)}  wallet code`,
    );
    for (const route of MARKETING_ROUTES) {
      const page = await openPage(browser);
      let js = 0;
      let css = 0;
      let requests = 0;
      const walletHits: string[] = [];
      page.on('response', async (response) => {
        requests += 1;
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        if (type === 'script') {
          js += body.length;
          const text = body.toString('utf8');
          const marker = WALLET_MARKERS.find((m) => text.includes(m));
          if (marker) walletHits.push(`${new URL(response.url()).pathname} (${marker})`);
        } else {
          css += body.length;
        }
      });
      const started = Date.now();
      const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      const loadMs = Date.now() - started;
      const missing = response?.status() === 404 ? ' (route not served)' : '';
      console.log(
        `${route.padEnd(12)}${(js / 1024).toFixed(1).padStart(9)}${(css / 1024).toFixed(1).padStart(9)}${String(requests).padStart(10)}${String(loadMs).padStart(9)}  ${walletHits.length ? `YES: ${walletHits.join(', ')}` : 'none'}${missing}`,
      );
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
}

async function benchApi(baseUrl: string): Promise<void> {
  console.log('\nAPI throughput (2000 requests, concurrency 32, same server, same run)');
  const targets = [
    { label: 'GET /healthz (trivial route)', url: `${baseUrl}/healthz` },
    { label: 'GET /config.json', url: `${baseUrl}/config.json` },
  ];
  for (const target of targets) {
    // A short warm-up so JIT and connection set-up do not count.
    await runLoad({ ...target, requests: 200, concurrency: 16 });
    console.log(formatLoad(await runLoad({ ...target, requests: 2000, concurrency: 32 })));
  }
}

async function main(): Promise<void> {
  ensureWebBuild(repoRoot, (line) => console.log(line));
  // The bench measures the server, not the per-client limit.
  const stack = await startTestStack({ RATE_LIMIT_PER_MINUTE: '10000000' });
  try {
    await benchPages(stack.baseUrl);
    await benchApi(stack.baseUrl);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
