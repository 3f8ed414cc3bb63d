/**
 * `npm run bench` — the performance budgets as figures, and an exit code that says whether every
 * budget was met (timings never go into `npm test`):
 *  - what each marketing page downloads on a phone's first load, and that none of it is wallet code;
 *  - what each app page (every other route of the route table) downloads on a desktop's first load,
 *    before any wallet is connected (issue 26 item 5);
 *  - Lighthouse (mobile preset, median of BENCH_LIGHTHOUSE_RUNS=3 runs) on each marketing page;
 *  - API throughput (autocannon), p50/p99 latency and server CPU per request of its routes next
 *    to a trivial route of the same server, on PGlite and on PostgreSQL when one answers;
 *  - the pledging reads again with 100,000 pledgers in the tables;
 *  - the chain indexer's catch-up rate: 20,000 pledge events on anvil indexed from an empty database;
 *  - two API instances on one PostgreSQL: mixed reads on one and on both, and leader failovers;
 *  - the full reorg matrix (issue 29): depths 1, 3, 11, 40 on one chain and on all three, each case's result;
 *  - the contracts' forge suites at 10,000 runs per property, then coverage over the 1,000-run suites
 *    of `npm test`: line and branch coverage per contract (issue 40);
 *  - `npm test`'s step times and its slowest files, as its last run recorded them, against the
 *    12-minute budget (issue 38; part `suite`).
 * Everything runs on this machine against the real stack on free ports.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/harness/browser';
import { readDeployment } from '../e2e/harness/chain';
import { resolveRouteSamples } from '../e2e/harness/routeSampleContext';
import { startTestStack, type TestStack } from '../e2e/harness/stack';
import { Budgets } from './lib/budgets';
import { benchCluster } from './lib/clusterBench';
import { benchDataScale } from './lib/dataScale';
import {
  DESKTOP,
  describeAddedChunks,
  type FirstLoad,
  formatFirstLoad,
  kib,
  measureFirstLoad,
} from './lib/firstLoad';
import { benchFlakyProvider } from './lib/flakyBench';
import { benchForge } from './lib/forgeBench';
import { benchIndexerCatchUp } from './lib/indexerCatchUp';
import { formatLighthouse, runLighthouse } from './lib/lighthouse';
import { DEFAULT_LOAD, formatLoad, type LoadResult, type LoadTarget, runLoad } from './lib/loadTest';
import { benchReorgMatrix } from './lib/reorgBench';
import {
  formatSuiteTimings,
  readSuiteTimings,
  SUITE_BUDGET_SECONDS,
  suiteTimingsFile,
} from './lib/suiteTimings';
import { postgresAdminUrl, withThrowawayDatabase } from './lib/throwawayDatabase';
import { ensureWebBuild } from './lib/webBuild';

/**
 * The bench measures the server, not the per-client limit: the global limit is raised for this
 * run only (the production default stays 600 a minute per client).
 */
const BENCH_ENV = { RATE_LIMIT_PER_MINUTE: '10000000' };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Issue 12: the marketing routes, each within this much JavaScript on a phone's first load. */
const MARKETING_ROUTES = ['/', '/land', '/governance', '/skin', '/drago', '/loka', '/arena', '/media'];
/**
 * Issue 36: 135 KiB gz (the earlier 110 KiB goal is retired: the prerendered HTML paints before any
 * script, and the libraries the first screen needs are ~99 KiB of it; docs/architecture.md
 * "Performance budgets").
 */
const FIRST_LOAD_BUDGET_KIB = 135;
/** Issue 26: every other page of the route table, before a wallet is used (nothing stored, nothing connected). */
const APP_FIRST_LOAD_BUDGET_KIB = 250;

async function benchPages(baseUrl: string, budgets: Budgets): Promise<void> {
  const browser = await launchBrowser();
  const loads: FirstLoad[] = [];
  try {
    console.log(
      '\nFirst load of marketing pages on a phone (390×844, cold cache): scripts fetched until network idle, gzip -9 per file',
    );
    for (const route of MARKETING_ROUTES) {
      const load = await measureFirstLoad(browser, baseUrl, route);
      console.log(formatFirstLoad(load));
      if (load.status !== 200) {
        budgets.check(`${route}: HTTP status`, String(load.status), '200', false);
        continue;
      }
      loads.push(load);
      budgets.check(
        `${route}: first-load JS`,
        `${kib(load.gzipBytes)} KiB gz`,
        `≤ ${FIRST_LOAD_BUDGET_KIB} KiB gz`,
        load.gzipBytes <= FIRST_LOAD_BUDGET_KIB * 1024,
      );
      budgets.check(
        `${route}: wallet code`,
        load.walletHits.join(', ') || 'none',
        'none',
        !load.walletHits.length,
      );
    }
    console.log('\nWhat each marketing page adds to the scripts they share (gzip -9 per chunk):');
    for (const line of describeAddedChunks(loads)) console.log(`  ${line}`);
  } finally {
    await browser.close();
  }
}

async function benchAppPages(stack: TestStack, budgets: Budgets): Promise<void> {
  const samples = (await resolveRouteSamples(readDeployment(stack.portal.deploymentFile))).filter(
    (sample) => !MARKETING_ROUTES.includes(sample.pattern),
  );
  const browser = await launchBrowser();
  try {
    console.log(
      '\nFirst load of app pages on a desktop (1440×900, cold cache, no wallet): scripts fetched until network idle, gzip -9 per file',
    );
    for (const sample of samples) {
      const load = await measureFirstLoad(browser, stack.baseUrl, sample.path, DESKTOP);
      console.log(formatFirstLoad({ ...load, route: sample.pattern }));
      budgets.check(
        `${sample.pattern}: first-load JS before a wallet`,
        `${kib(load.gzipBytes)} KiB gz`,
        `≤ ${APP_FIRST_LOAD_BUDGET_KIB} KiB gz`,
        load.gzipBytes <= APP_FIRST_LOAD_BUDGET_KIB * 1024,
      );
    }
  } finally {
    await browser.close();
  }
}

/** Issue 12: Lighthouse's mobile preset, median of three runs per route. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PERFORMANCE_BUDGET = 95;
const LCP_BUDGET_MS = 2000;

async function benchLighthouse(baseUrl: string, budgets: Budgets): Promise<void> {
  console.log(
    `\nLighthouse ${LIGHTHOUSE_RUNS}× per route (mobile preset, simulated throttling; median of each figure)`,
  );
  await runLighthouse(baseUrl, MARKETING_ROUTES, LIGHTHOUSE_RUNS, (figures) => {
    console.log(formatLighthouse(figures));
    const { route, scores } = figures;
    budgets.check(
      `${route}: Lighthouse performance`,
      String(scores.performance),
      `≥ ${PERFORMANCE_BUDGET}`,
      scores.performance >= PERFORMANCE_BUDGET,
    );
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      budgets.check(
        `${route}: Lighthouse ${category}`,
        String(scores[category]),
        '100',
        scores[category] === 100,
      );
    }
    budgets.check(
      `${route}: LCP`,
      `${(figures.lcpMs / 1000).toFixed(2)} s`,
      `≤ ${LCP_BUDGET_MS / 1000} s`,
      figures.lcpMs <= LCP_BUDGET_MS,
    );
  });
}

/** Issue 12: the trivial route on this 2-core machine, and the dashboard at half of it or more. */
const TRIVIAL_BUDGET_RPS = 8000;
const DASHBOARD_BUDGET_RATIO = 0.5;

/** The pledging reads whose cost grows with the data (the data-scale run measures them again). */
function pledgingTargets(baseUrl: string): LoadTarget[] {
  return [
    {
      label: 'POST /game/staking/dashboard',
      url: `${baseUrl}/game/staking/dashboard`,
      method: 'POST',
      body: {},
    },
    {
      label: 'POST /game/staking/continent/ranking',
      url: `${baseUrl}/game/staking/continent/ranking`,
      method: 'POST',
      body: { continent: 1 },
    },
  ];
}

async function benchApi(stack: TestStack, database: string, budgets: Budgets): Promise<LoadResult[]> {
  const { baseUrl } = stack;
  const { connections, durationSeconds } = DEFAULT_LOAD;
  const serverPid = stack.portal.api.pid;
  console.log(
    `\nAPI throughput on ${database} (autocannon in a worker thread, ${connections} connections, ${durationSeconds} s each after a 1 s warm-up)`,
  );
  const targets: LoadTarget[] = [
    { label: 'GET /config.json (trivial route)', url: `${baseUrl}/config.json` },
    { label: 'GET /healthz (DB round trip)', url: `${baseUrl}/healthz` },
    ...pledgingTargets(baseUrl),
  ];
  const results: LoadResult[] = [];
  for (const target of targets) {
    // JIT, connection set-up and the dashboard's first computation do not count.
    await runLoad(target, { connections, durationSeconds: 1 });
    const result = await runLoad(target, { ...DEFAULT_LOAD, serverPid });
    results.push(result);
    console.log(formatLoad(result));
  }
  const [trivial, , dashboard] = results;
  if (!trivial || !dashboard) return results;
  const failures = results.reduce((sum, result) => sum + result.failures, 0);
  budgets.check(`${database}: failed requests`, String(failures), '0', failures === 0);
  budgets.check(
    `${database}: trivial route`,
    `${trivial.rps.toFixed(0)} req/s`,
    `≥ ${TRIVIAL_BUDGET_RPS}`,
    trivial.rps >= TRIVIAL_BUDGET_RPS,
  );
  const ratio = dashboard.rps / trivial.rps;
  budgets.check(
    `${database}: dashboard / trivial route`,
    ratio.toFixed(2),
    `≥ ${DASHBOARD_BUDGET_RATIO}`,
    ratio >= DASHBOARD_BUDGET_RATIO,
  );
  return results;
}

/** Issue 12: the pledging reads with 100,000 pledgers stay within 2× of their p99 on the devnet seed. */
const SCALE_PLEDGERS = 100_000;
const SCALE_P99_FACTOR = 2;

async function benchScale(
  database: string,
  databaseUrl: string | undefined,
  devnet: readonly LoadResult[],
  budgets: Budgets,
): Promise<void> {
  console.log(
    `\nPledging reads on ${database} with ${SCALE_PLEDGERS.toLocaleString('en')} pledgers (indexer off)`,
  );
  const { seedSeconds, coldMs, loads } = await benchDataScale(SCALE_PLEDGERS, pledgingTargets, databaseUrl);
  console.log(`seeded ${SCALE_PLEDGERS.toLocaleString('en')} pledgers in ${seedSeconds.toFixed(1)} s`);
  for (const load of loads) {
    console.log(`${formatLoad(load)}  first (uncached) answer ${coldMs[load.label]?.toFixed(0)} ms`);
    const base = devnet.find((result) => result.label === load.label);
    if (!base) continue;
    // A p99 of 1 ms is within the timer's resolution: compare with at least that.
    const limit = SCALE_P99_FACTOR * Math.max(base.p99, 1);
    budgets.check(
      `${database}: ${load.label} p99 at ${SCALE_PLEDGERS / 1000}k pledgers`,
      `${load.p99.toFixed(0)} ms (devnet ${base.p99.toFixed(0)} ms)`,
      `≤ ${limit.toFixed(0)} ms`,
      load.p99 <= limit,
    );
  }
}

/** Issue 12: pledge events on anvil, indexed from an empty database at this rate or faster. */
const CATCH_UP_EVENTS = Number(process.env.BENCH_CATCHUP_EVENTS ?? 20_000);
const CATCH_UP_HOLDERS = 1000;
const CATCH_UP_BUDGET_EVENTS_PER_SECOND = 5000;

async function benchCatchUp(
  database: string,
  databaseUrl: string | undefined,
  budgets: Budgets,
): Promise<void> {
  console.log(
    `\nChain indexer catch-up on ${database}: ${CATCH_UP_EVENTS.toLocaleString('en')} Staked events of ${CATCH_UP_HOLDERS} wallets on anvil, from an empty database`,
  );
  const result = await benchIndexerCatchUp(CATCH_UP_EVENTS, CATCH_UP_HOLDERS, databaseUrl);
  console.log(
    `seeded ${result.events.toLocaleString('en')} events in ${result.blocks} blocks in ${result.seedSeconds.toFixed(1)} s; indexed in ${result.catchUpSeconds.toFixed(1)} s (${result.positions.toLocaleString('en')} positions)`,
  );
  budgets.check(
    `${database}: indexer catch-up`,
    `${result.eventsPerSecond.toFixed(0)} events/s`,
    `≥ ${CATCH_UP_BUDGET_EVENTS_PER_SECOND}`,
    result.eventsPerSecond >= CATCH_UP_BUDGET_EVENTS_PER_SECOND,
  );
}

/** Runs `body` against the full stack on a throw-away PostgreSQL database (a fresh devnet needs fresh data). */
async function withPostgresStack(adminUrl: string, body: (stack: TestStack) => Promise<void>): Promise<void> {
  await withThrowawayDatabase(adminUrl, async (url) => {
    const stack = await startTestStack({ ...BENCH_ENV, DATABASE_URL: url });
    try {
      await body(stack);
    } finally {
      await stack.stop();
    }
  });
}

/**
 * `BENCH_ONLY=pages,lighthouse` (any of suite, pages, lighthouse, api, scale, indexer, flaky, postgres, cluster, reorg, forge) runs
 * those parts alone, to measure again after a change; the default is everything. `postgres`
 * repeats on PostgreSQL those of api, scale and indexer that are selected (all three when none
 * is): `BENCH_ONLY=indexer,postgres` measures the indexer on both databases.
 */
const BENCH_PARTS = [
  'suite',
  'pages',
  'lighthouse',
  'api',
  'scale',
  'indexer',
  'flaky',
  'postgres',
  'cluster',
  'reorg',
  'forge',
] as const;
type BenchPart = (typeof BENCH_PARTS)[number];
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const unknownParts = only.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
if (unknownParts.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknownParts.join(', ')}`);
const runs = (part: BenchPart): boolean => only.length === 0 || only.includes(part);
const DATABASE_PARTS = ['api', 'scale', 'indexer'] as const;
const onPostgres = (part: (typeof DATABASE_PARTS)[number]): boolean =>
  runs(part) || !DATABASE_PARTS.some((databasePart) => only.includes(databasePart));

/**
 * Issue 38: `npm test` records each step's time and each file's set-up and test time when it ends
 * (.data/test-timings.json); the bench prints the last record, since running the whole suite
 * again here would double the bench. A record of a failed run is printed but meets no budget.
 */
function benchSuite(budgets: Budgets): void {
  const timings = readSuiteTimings(repoRoot);
  console.log('\nnpm test: step times and the slowest files of its last run');
  if (!timings) {
    console.log(
      `  No record yet (${path.relative(repoRoot, suiteTimingsFile(repoRoot))}): run npm test first.`,
    );
    return;
  }
  console.log(`  Run finished ${timings.finishedAt}:\n${formatSuiteTimings(timings)}`);
  const passed = timings.steps.every((step) => step.passed);
  budgets.check(
    'npm test wall time',
    `${(timings.totalSeconds / 60).toFixed(1)} min${passed ? '' : ' (a step failed)'}`,
    `≤ ${SUITE_BUDGET_SECONDS / 60} min, every step passing`,
    passed && timings.totalSeconds <= SUITE_BUDGET_SECONDS,
  );
}

async function main(): Promise<Budgets> {
  const budgets = new Budgets();
  if (runs('suite')) benchSuite(budgets);
  let devnetPGlite: LoadResult[] = [];
  if (runs('pages') || runs('lighthouse') || runs('api') || runs('scale')) {
    ensureWebBuild(repoRoot, (line) => console.log(line));
    const stack = await startTestStack(BENCH_ENV);
    try {
      if (runs('pages')) await benchPages(stack.baseUrl, budgets);
      if (runs('pages')) await benchAppPages(stack, budgets);
      if (runs('lighthouse')) await benchLighthouse(stack.baseUrl, budgets);
      if (runs('api') || runs('scale')) devnetPGlite = await benchApi(stack, 'PGlite', budgets);
    } finally {
      await stack.stop();
    }
  }
  if (runs('scale')) await benchScale('PGlite', undefined, devnetPGlite, budgets);
  if (runs('indexer')) await benchCatchUp('PGlite', undefined, budgets);
  const adminUrl =
    runs('postgres') || runs('cluster') || runs('reorg') || runs('flaky')
      ? await postgresAdminUrl()
      : undefined;
  if (!runs('postgres')) {
    console.log('\nPostgreSQL: not in BENCH_ONLY, skipped.');
  } else if (adminUrl) {
    let devnetPostgres: LoadResult[] = [];
    if (onPostgres('api') || onPostgres('scale')) {
      await withPostgresStack(adminUrl, async (stack) => {
        devnetPostgres = await benchApi(stack, 'PostgreSQL', budgets);
      });
    }
    if (onPostgres('scale')) {
      await withThrowawayDatabase(adminUrl, (url) => benchScale('PostgreSQL', url, devnetPostgres, budgets));
    }
    if (onPostgres('indexer')) {
      await withThrowawayDatabase(adminUrl, (url) => benchCatchUp('PostgreSQL', url, budgets));
    }
  } else {
    console.log('\nPostgreSQL: no server reachable (set BENCH_DATABASE_URL or TEST_DATABASE_URL): skipped.');
  }
  if (runs('cluster')) {
    if (adminUrl) await benchCluster(adminUrl, budgets);
    else console.log('\nCluster: needs PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL): skipped.');
  }
  // On PostgreSQL when a server answers (a throw-away database), else PGlite.
  if (runs('flaky')) {
    if (adminUrl) await withThrowawayDatabase(adminUrl, (url) => benchFlakyProvider(repoRoot, url, budgets));
    else await benchFlakyProvider(repoRoot, undefined, budgets);
  }
  // PGlite always, PostgreSQL too when a server answers.
  if (runs('reorg')) await benchReorgMatrix(repoRoot, adminUrl, budgets);
  if (runs('forge')) benchForge(budgets);
  return budgets;
}

main().then(
  (budgets) => {
    budgets.printSummary();
    // The figures are this machine's: another busy process lowers req/s, so rerun before acting on a miss.
    process.exit(budgets.missed.length ? 1 : 0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
