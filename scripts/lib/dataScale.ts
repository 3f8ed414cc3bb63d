/**
 * Pledging read models at production scale: an API on a fresh database holding `pledgers`
 * wallets' positions (inserted in SQL, spread over the 26 continents), the indexer off, measured
 * with the same load as the devnet run. The dashboard and a continent ranking are computed from
 * the figures the indexer keeps (staking_continent, staking_holder and its ranking index) on a
 * cache miss (cached for 2 s), so the first request shows the computation itself and p99 under
 * load shows what the recomputation every 2 s costs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '@kingdoms/api/app';
import { loadConfig } from '@kingdoms/api/config';
import { openDatabase } from '@kingdoms/api/db/connect';
import { rebuildStakingAggregates } from '@kingdoms/api/modules/staking/queries';
import { sql } from 'kysely';
import { type LoadResult, type LoadTarget, runLoad } from './loadTest';

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
    const config = loadConfig({
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000000',
      INDEXER_ENABLED: 'false',
      REWARD_JOBS: 'false',
      MIGRATION_DAILY_JOB: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: path.join(dataDir, 'pglite') }),
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    const database = await openDatabase(config.database, { info() {}, warn: console.warn });
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
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const api = await startApi(config, { database, deployment: null });
      try {
        const coldMs: Record<string, number> = {};
        const loads: LoadResult[] = [];
        for (const target of targets(api.url)) {
          coldMs[target.label] = await timeOnce(target);
          await runLoad(target, { connections: 32, durationSeconds: 1 });
          loads.push(await runLoad(target));
        }
        return { seedSeconds, coldMs, loads };
      } finally {
        await api.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
