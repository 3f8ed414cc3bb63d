import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createPublicClient, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { rpcTransport, skippedRpcProviders } from '../../lib/rpcTransport';
import { senderBalanceAlarm } from '../../lib/senderGuards';

/** Long enough to read /readyz twice on a slow machine, short enough to wait out. */
const SKIP_MS = 5_000;
const NO_HOLD = { READY_HOLD_MS: '0' };

describe.each(testDatabases())('GET /healthz on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    // No hysteresis: each check below changes the answer at once (the gate is tested in readiness.test.ts).
    app = await buildTestApp(database, NO_HOLD);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Runs `check` while the newest migration is not recorded as applied, then records it again. */
  async function withoutLastMigration(check: (name: string | undefined) => Promise<void>): Promise<void> {
    const [last] = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`
      .execute(database.db)
      .then((result) => result.rows);
    await sql`delete from kysely_migration where name = ${last?.name}`.execute(database.db);
    try {
      await check(last?.name);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last?.name}, ${new Date().toISOString()})`.execute(
        database.db,
      );
    }
  }

  it('answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers /readyz 200 with every check when migrations are applied and nothing is indexed', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      db: 'ok',
      migrations: 'ok',
      maxLagBlocks: 50,
      maxLagSeconds: 30,
      chains: [],
      skippedRpcProviders: [],
      warnings: [],
      // Without a deployment nothing indexes; the app's other singleton jobs lead here, alone.
      leads: expect.any(Array),
    });
  });

  it('names in /readyz a sender below its minimum balance, as a warning: still ready (issue 41)', async () => {
    const alarm = senderBalanceAlarm(
      { chainId: 31337, address: '0x00000000000000000000000000000000000000a1' },
      { minBalance: parseEther('1') },
    );
    alarm.observe(parseEther('0.25'));
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'ready',
        warnings: [
          'sender 0x00000000000000000000000000000000000000a1 on chain 31337: balance 0.25 below its minimum 1; refill it (docs/deployment.md)',
        ],
      });
    } finally {
      alarm.observe(parseEther('1'));
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ warnings: [] });
  });

  it('lists in /readyz the jobs this instance leads, with the terms job_lease holds for them (issue 37)', async () => {
    const { leads } = (await app.inject({ method: 'GET', url: '/readyz' })).json() as {
      leads: { job: string; term: string }[];
    };
    // Alone on its database, this instance leads every singleton job it runs (the daily jobs at least).
    expect(leads.length).toBeGreaterThan(0);
    const rows = await database.db
      .selectFrom('job_lease')
      .select(['name', 'term', 'holder'])
      .where(
        'name',
        'in',
        leads.map((lead) => lead.job),
      )
      .execute();
    expect(new Set(rows.map((row) => row.holder)).size).toBe(1);
    expect(
      rows
        .map((row) => ({ job: row.name, term: String(row.term) }))
        .sort((a, b) => a.job.localeCompare(b.job)),
    ).toEqual([...leads].sort((a, b) => a.job.localeCompare(b.job)));
  });

  it('answers /readyz 503 not_ready naming a migration the database lacks', async () => {
    await withoutLastMigration(async (last) => {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        result: 0,
        err: { code: 'not_ready', message: `migrations: 1 not applied (${last})` },
      });
    });
  });

  it('answers 503 db_unavailable once the database is gone', async () => {
    const broken = await open();
    const brokenApp = await buildTestApp(broken, NO_HOLD);
    await broken.close();
    try {
      const response = await brokenApp.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ result: 0, err: { code: 'db_unavailable' } });
      const ready = await brokenApp.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        result: 0,
        err: { code: 'not_ready', message: 'db: the database does not answer' },
      });
    } finally {
      await brokenApp.close();
    }
  });

  it('names an RPC provider this instance skips in /readyz (issue 29), ready or not', async () => {
    // A provider that refuses every connection, as a dead endpoint does (its path holds a key).
    const dead = createPublicClient({
      transport: rpcTransport('http://127.0.0.1:1/secret-key', {
        retryCount: 0,
        failuresBeforeSkip: 1,
        skipMs: SKIP_MS,
      }),
    });
    await expect(dead.getBlockNumber()).rejects.toThrow();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const [named] = ready.json().skippedRpcProviders as string[];
    expect(named).toMatch(/^127\.0\.0\.1:1: skipped \d+ s more after 1 failures$/);
    expect(ready.body).not.toContain('secret-key');

    try {
      await withoutLastMigration(async (last) => {
        const response = await app.inject({ method: 'GET', url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.json().err.message).toMatch(
          new RegExp(
            `^migrations: 1 not applied \\(${last}\\); rpc providers skipped: 127\\.0\\.0\\.1:1: skipped`,
          ),
        );
      });
    } finally {
      // The skip is this process's: it ends before the next database's run of this file.
      while (skippedRpcProviders().length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
