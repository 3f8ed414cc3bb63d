/**
 * `npm run bench` — the performance budgets, as figures (not pass/fail timings):
 *  - what each marketing page downloads on first load, and that none of it is wallet code;
 *  - API throughput and p99 latency of its routes next to a trivial route of the same server.
 * Everything runs on this machine against the real stack on free ports.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { launchBrowser, openPage } from '../e2e/harness/browser';
import { startTestStack } from '../e2e/harness/stack';
import { formatLoad, runLoad } from './lib/loadTest';
import { ensureWebBuild } from './lib/webBuild';

/** The bench measures the server, not the per-client limit. */
const BENCH_ENV = { RATE_LIMIT_PER_MINUTE: '10000000' };

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
    const homeScripts: string[] = [];
    for (const route of MARKETING_ROUTES) {
      const page = await openPage(browser);
      let js = 0;
      let css = 0;
      let requests = 0;
      const walletHits: string[] = [];
      const scripts: string[] = [];
      page.on('response', async (response) => {
        requests += 1;
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        if (type === 'script') {
          js += body.length;
          scripts.push(
            `${new URL(response.url()).pathname.split('/').pop()} ${(body.length / 1024).toFixed(1)}`,
          );
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
      if (route === '/') homeScripts.push(...scripts);
      await page.context().close();
    }
    console.log(`JS files of / (KiB): ${homeScripts.sort().join(', ')}`);
  } finally {
    await browser.close();
  }
}

/**
 * The trivial route is the budget's yardstick: the pledging dashboard must reach at least half
 * its rate on the same server in the same run (issue 5), on each database.
 */
const DASHBOARD_BUDGET_RATIO = 0.5;

async function benchApi(baseUrl: string, database: string): Promise<void> {
  console.log(`\nAPI throughput on ${database} (2000 requests, concurrency 32, same server, same run)`);
  const trivial = { label: 'GET /config.json (trivial route)', url: `${baseUrl}/config.json` };
  const targets: LoadOptionsBase[] = [
    trivial,
    { label: 'GET /healthz (DB round trip)', url: `${baseUrl}/healthz` },
    {
      label: 'POST /game/staking/dashboard',
      url: `${baseUrl}/game/staking/dashboard`,
      method: 'POST',
      body: {},
    },
  ];
  const results = [];
  for (const target of targets) {
    // A short warm-up so JIT and connection set-up do not count.
    await runLoad({ ...target, requests: 200, concurrency: 16 });
    const result = await runLoad({ ...target, requests: 2000, concurrency: 32 });
    results.push(result);
    console.log(formatLoad(result));
  }
  const [trivialResult, , dashboard] = results;
  if (trivialResult && dashboard) {
    const ratio = dashboard.rps / trivialResult.rps;
    console.log(
      `dashboard / trivial route: ${ratio.toFixed(2)} (budget ≥ ${DASHBOARD_BUDGET_RATIO}: ${ratio >= DASHBOARD_BUDGET_RATIO ? 'met' : 'MISSED'})`,
    );
  }
}

type LoadOptionsBase = Omit<Parameters<typeof runLoad>[0], 'requests' | 'concurrency'>;

/** A PostgreSQL server for the second API run: BENCH_DATABASE_URL, TEST_DATABASE_URL, or the local one. */
async function postgresAdminUrl(): Promise<string | undefined> {
  const candidates = [
    process.env.BENCH_DATABASE_URL,
    process.env.TEST_DATABASE_URL,
    'postgres://postgres@127.0.0.1:5432/postgres',
  ].filter((url): url is string => Boolean(url));
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `body` against the full stack on a throw-away PostgreSQL database (a fresh devnet needs fresh data). */
async function withPostgresStack(adminUrl: string, body: (baseUrl: string) => Promise<void>): Promise<void> {
  const name = `kingdoms_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const stack = await startTestStack({ ...BENCH_ENV, DATABASE_URL: url.toString() });
    try {
      await body(stack.baseUrl);
    } finally {
      await stack.stop();
    }
  } finally {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

async function main(): Promise<void> {
  ensureWebBuild(repoRoot, (line) => console.log(line));
  const stack = await startTestStack(BENCH_ENV);
  try {
    await benchPages(stack.baseUrl);
    await benchApi(stack.baseUrl, 'PGlite (embedded)');
  } finally {
    await stack.stop();
  }
  const adminUrl = await postgresAdminUrl();
  if (!adminUrl) {
    console.log('\nPostgreSQL: no server reachable (set BENCH_DATABASE_URL): skipped.');
    return;
  }
  await withPostgresStack(adminUrl, (baseUrl) => benchApi(baseUrl, 'PostgreSQL'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
