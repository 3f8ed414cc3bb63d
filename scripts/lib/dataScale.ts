/**
 * Pledging read models at production scale: an API on a fresh database holding `pledgers`
 * wallets' positions (inserted in SQL, spread over the 26 continents), the indexer off, measured
 * with the same load as the devnet run and, like it, in a process of its own (`apps/api/src/main.ts`,
 * as in production), so the two figures compare. The dashboard and a continent ranking are
 * computed from the figures the indexer keeps (staking_continent, staking_holder and its ranking
 * index) on a cache miss, so the first request shows the computation itself; under load the
 * cache refreshes every 2 s in the background.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@kingdoms/api/compose';
import { openDatabase } from '@kingdoms/api/db/connect';
import { rebuildStakingAggregates } from '@kingdoms/api/modules/staking/queries';
import { sql } from 'kysely';
import { startApiProcess } from './devnetApi';
import { DEFAULT_LOAD, type LoadResult, type LoadTarget, runLoad } from './loadTest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DataScaleResult {
  seedSeconds: number;
  /** First (uncached) answer of each target, in ms. */
  coldMs: Record<string, number>;
  loads: LoadResult[];
}

async function timeOnce(target: LoadTarget): Promise<number> {
  const started = performance.now();
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${target.label} answered HTTP ${response.status}`);
  return performance.now() - started;
}

/** `databaseUrl`: a throw-away PostgreSQL database; undefined: PGlite in a temporary folder. */
export async function benchDataScale(
  pledgers: number,
  targets: (baseUrl: string) => LoadTarget[],
  databaseUrl: string | undefined,
): Promise<DataScaleResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-scale-'));
  try {
    const env: NodeJS.ProcessEnv = {
      PORT: '0',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      RATE_LIMIT_PER_MINUTE: '10000000',
      INDEXER_ENABLED: 'false',
      REWARD_JOBS: 'false',
      MIGRATION_DAILY_JOB: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: path.join(dataDir, 'pglite') }),
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    };
    const config = loadConfig(env);
    const database = await openDatabase(config.database, { info() {}, warn: console.warn });
    let seedSeconds: number;
    try {
      const seedStarted = performance.now();
      // Wallet n holds a stake on one continent, or two for every fifth wallet (cross-continent totals).
      await sql`
        insert into staking_position (address, continent, amount)
        select '0x' || lpad(to_hex(n), 40, '0'), (n % 26) + 1, (n::bigint * 1000000007 % 999983 + 1)::numeric * 10::numeric ^ 18
        from generate_series(1, ${pledgers}::int) as n
        union all
        select '0x' || lpad(to_hex(n), 40, '0'), ((n + 7) % 26) + 1, (n % 9973 + 1)::numeric * 10::numeric ^ 18
        from generate_series(5, ${pledgers}::int, 5) as n`.execute(database.db);
      // The figures the indexer keeps beside the positions as it applies events.
      await rebuildStakingAggregates(database.db);
      await sql`analyze staking_position`.execute(database.db);
      await sql`analyze staking_holder`.execute(database.db);
      seedSeconds = (performance.now() - seedStarted) / 1000;
    } finally {
      // Closed before the API opens it: a PGlite folder belongs to one process at a time.
      await database.close();
    }
    const api = await startApiProcess({
      repoRoot,
      entry: 'apps/api/src/main.ts',
      env: { ...process.env, ...env },
    });
    try {
      const coldMs: Record<string, number> = {};
      const loads: LoadResult[] = [];
      for (const target of targets(api.url)) {
        coldMs[target.label] = await timeOnce(target);
        await runLoad(target, { connections: 32, durationSeconds: 1, serverPid: api.pid });
        loads.push(await runLoad(target, { ...DEFAULT_LOAD, serverPid: api.pid }));
      }
      return { seedSeconds, coldMs, loads };
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
