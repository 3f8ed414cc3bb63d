/**
 * Issue 43: a backup taken while the indexer runs restores into a fresh database, an API starts on
 * it and turns ready, and its indexer goes on from the restored cursor: once both have indexed the
 * same head, the restored database holds exactly the source's indexed rows, none missing and none
 * twice. PostgreSQL only (pg_dump / pg_restore; PGlite is a folder, backed up by copying it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../../../scripts/lib/throwawayDatabase';
import { buildTestApp } from '../../test/appHarness';
import { dumpTables, openPostgresCopy, type TestDatabase } from '../../test/databases';
import { type StakingChain, startStakingChain } from '../../test/stakingChain';
import { backupDatabase, RestoreRefusedError, restoreDatabase } from './backup';
import { type AppDatabase, openDatabase } from './connect';

const serverUrl = process.env.TEST_DATABASE_URL;
const CHAIN_ID = 42_760;
const quiet = { info() {}, warn() {} };

/** Rows that belong to one API instance, not to the chain: its lease heartbeats and sign-in nonces. */
const INSTANCE_TABLES = new Set(['job_lease', 'siwe_nonce', 'auth_session']);

describe.skipIf(!serverUrl)('npm run backup / npm run restore on PostgreSQL', () => {
  let chain: StakingChain;
  let source: TestDatabase;
  let restored: ThrowawayDatabase;
  let restoredDb: AppDatabase | undefined;
  let sourceApp: FastifyInstance;
  let restoredApp: FastifyInstance | undefined;
  let backupDir: string;
  let deployment: Deployment;
  const appEnv = {
    INDEXER_POLL_MS: '100',
    INDEXER_CONFIRMATIONS: '0',
    REWARD_JOBS: 'false',
    READY_HOLD_MS: '0',
  };

  beforeAll(async () => {
    backupDir = mkdtempSync(join(tmpdir(), 'kingdoms-backup-'));
    chain = await startStakingChain(CHAIN_ID);
    deployment = chain.deployment;
    source = await openPostgresCopy(serverUrl as string);
    sourceApp = await buildTestApp(source, appEnv, deployment);
    restored = await createThrowawayDatabase(serverUrl as string, 'kingdoms_api_restore');
  });
  afterAll(async () => {
    await restoredApp?.close();
    await restoredDb?.close();
    await sourceApp?.close();
    await source?.close();
    await restored?.drop();
    await chain?.anvil.stop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  const pledge = (continent: number) => chain.pledge(continent);

  it('backs up while the indexer writes, restores, and the restored API goes on from its cursor', async () => {
    let indexedBeforeBackup = 0n;
    for (let continent = 1; continent <= 4; continent++) indexedBeforeBackup = await pledge(continent);
    await sourceApp.chainIndexers!.waitForBlock(CHAIN_ID, indexedBeforeBackup, 20_000);
    const file = join(backupDir, 'during-indexing.dump');
    // Pledges land and get indexed while pg_dump reads its snapshot.
    const [backup] = await Promise.all([
      backupDatabase(source.url as string, file),
      (async () => {
        for (let continent = 5; continent <= 8; continent++) await pledge(continent);
      })(),
    ]);
    expect(backup.bytes).toBeGreaterThan(0);
    // After the backup: rows the restored API must index itself, from its restored cursor.
    let head = 0n;
    for (let continent = 9; continent <= 12; continent++) head = await pledge(continent);

    await restoreDatabase(restored.url, file);
    restoredDb = await openDatabase({ kind: 'postgres', url: restored.url, resetRefused: false }, quiet);
    const logsInBackup = async () =>
      (
        await sql<{ tx_hash: string; created_at: string }>`
          select tx_hash, created_at::text from chain_indexer_log order by block_number`.execute(
          restoredDb!.db,
        )
      ).rows;
    const backedUp = await logsInBackup();
    const { rows: cursors } = await sql<{ block: string }>`
      select subscription, block_number::text as block from chain_indexer_cursor where chain_id = ${CHAIN_ID}`.execute(
      restoredDb.db,
    );
    // The backup holds the first pledges with the cursor just past them: the restored API starts
    // from there, not from the deployment's first block.
    expect(backedUp.length).toBeGreaterThanOrEqual(4);
    expect(cursors).toEqual([{ subscription: 'staking', block: expect.any(String) }]);
    expect(Number(cursors[0]?.block)).toBeLessThan(Number(head));
    restoredApp = await buildTestApp(restoredDb, appEnv, deployment);
    await restoredApp.chainIndexers!.waitForBlock(CHAIN_ID, head, 20_000);
    await sourceApp.chainIndexers!.waitForBlock(CHAIN_ID, head, 20_000);
    const ready = await restoredApp.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);

    const chainRows = async (db: AppDatabase) =>
      Object.fromEntries(
        Object.entries(await dumpTables(db.db, { ignoreColumns: ['updated_at', 'created_at'] })).filter(
          ([table]) => !INSTANCE_TABLES.has(table),
        ),
      );
    const [fromSource, fromRestored] = await Promise.all([chainRows(source), chainRows(restoredDb)]);
    expect(fromRestored).toEqual(fromSource);
    // What the backup held was kept as it was, not indexed a second time.
    const after = new Map((await logsInBackup()).map((row) => [row.tx_hash, row.created_at]));
    for (const row of backedUp) expect(after.get(row.tx_hash)).toBe(row.created_at);
    // The pledges of all twelve continents are there, each once.
    const { rows } = await sql<{ n: string }>`select count(*) as n from staking_position`.execute(
      restoredDb.db,
    );
    expect(Number(rows[0]?.n)).toBe(12);
  });

  it('refuses to restore over a database that has tables, and replaces them only when asked', async () => {
    const file = join(backupDir, 'again.dump');
    await backupDatabase(source.url as string, file);
    await expect(restoreDatabase(source.url as string, file)).rejects.toThrow(RestoreRefusedError);
    const target = await createThrowawayDatabase(serverUrl as string, 'kingdoms_api_restore');
    try {
      await restoreDatabase(target.url, file);
      await expect(restoreDatabase(target.url, file)).rejects.toThrow(/already has \d+ tables/);
      await restoreDatabase(target.url, file, { replace: true });
    } finally {
      await target.drop();
    }
  });
});
