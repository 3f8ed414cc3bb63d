/**
 * Issue 37: a PostgreSQL restart, failover or network cut must not end the API process. While the
 * database is away, requests that need it answer 503 db_unavailable with Retry-After within the
 * connect timeout, /healthz and /readyz say so, and everything answers again by itself once the
 * database is back. On PostgreSQL only (TEST_DATABASE_URL); PGlite lives in the process.
 *
 * An unhandled 'error' event of the pool or a client would end this Vitest worker, failing the run.
 * Only this file's own connections are terminated: its application_name is unique.
 */
import { randomBytes } from 'node:crypto';
import { nonceEndpoint } from '@kingdoms/shared/api/auth';
import { servedPath } from '@kingdoms/shared/api/endpoint';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/appHarness';
import { openPostgresCopy, type TestDatabase } from '../../test/databases';
import { startTcpProxy, type TcpProxy } from '../../test/tcpProxy';
import { createLeaderLease, LeaseLostError } from '../lib/leaderLease';
import { openDatabase } from './connect';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './unavailable';

const serverUrl = process.env.TEST_DATABASE_URL;
const CONNECT_TIMEOUT_MS = 1_000;

async function admin<T extends pg.QueryResultRow>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** Polls `check` until it is true (a state, not a time). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!serverUrl)('the API while PostgreSQL goes away and comes back', () => {
  const applicationName = `kingdoms-outage-${randomBytes(4).toString('hex')}`;
  const warnings: string[] = [];
  let proxy: TcpProxy;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    const url = new URL(serverUrl as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    database = await openPostgresCopy(serverUrl as string, {
      options: { applicationName, connectTimeoutMs: CONNECT_TIMEOUT_MS },
      logger: { info() {}, warn: (message: string) => warnings.push(message) },
      through: (url) => proxy.through(url),
    });
    app = await buildTestApp(database, { READY_HOLD_MS: '0' });
  });
  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await database?.close();
    await proxy?.stop();
  });

  const nonce = () =>
    app.inject({
      method: 'POST',
      url: servedPath(nonceEndpoint),
      payload: {},
      headers: { 'content-type': 'application/json' },
    });

  it('survives pg_terminate_backend of every connection, idle or inside a transaction', async () => {
    // Several connections open, one of them checked out inside a transaction (no listener of its own).
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(database.db)));
    // Its failure is awaited below; the handler is attached at once, as the API's callers do.
    const inTransaction = database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await sql`select pg_sleep(30)`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await until('the transaction to sleep', async () => {
      const rows = await admin<{ n: string }>(
        `select count(*) as n from pg_stat_activity where application_name = $1 and query like '%pg_sleep(30)%'`,
        [applicationName],
      );
      return Number(rows[0]?.n) === 1;
    });
    const terminated = await admin<{ ok: boolean }>(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(terminated.length).toBeGreaterThanOrEqual(2);
    const failed = await inTransaction;
    expect(isDatabaseUnavailable(failed)).toBe(true);
    await until('the lost connections to be logged', async () =>
      warnings.some((w) => /connection lost/.test(w)),
    );
    // New connections are opened by themselves.
    expect((await nonce()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 db_unavailable with Retry-After during a network cut, within the connect timeout, and serves again after it', async () => {
    expect((await nonce()).statusCode).toBe(200);
    proxy.cut();
    try {
      const started = Date.now();
      const during = await nonce();
      expect(during.statusCode).toBe(503);
      expect(during.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
      expect(during.json()).toMatchObject({ result: 0, err: { code: 'db_unavailable' } });
      // The connect timeout plus the work around it; never the minutes of a hung socket.
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS * 5);
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
      expect(health.json()).toMatchObject({ err: { code: 'db_unavailable' } });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().err.message).toMatch(/^db: the database does not answer/);
    } finally {
      proxy.restore();
    }
    await until('the API to answer again', async () => (await nonce()).statusCode === 200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('gives up a lease it could not renew within its TTL during a cut, and writes under it again only with a new term', async () => {
    // Instance a reaches the database through the proxy, instance b directly.
    const direct = await openDatabase(
      { kind: 'postgres', url: database.url as string, resetRefused: false },
      { info() {}, warn() {} },
      { migrate: false },
    );
    const lines: string[] = [];
    const logger = {
      info: (_o: object, m: string) => lines.push(m),
      warn: (o: object, m: string) => lines.push(`${m} ${JSON.stringify(o)}`),
    };
    const timings = { ttlMs: 1_500, renewMs: 300 };
    const a = createLeaderLease({
      db: database.db,
      name: 'outage-job',
      holder: 'instance-a',
      timings,
      logger,
    });
    const b = createLeaderLease({ db: direct.db, name: 'outage-job', holder: 'instance-b', timings });
    try {
      expect(await a.tryAcquire()).toBe(true);
      expect(a.term()).toBe(1n);
      proxy.cut();
      try {
        // Renewals fail meanwhile; once its last one is a TTL old, a counts itself out (before b can take over).
        await until('a to count itself out', async () => {
          await a.tryAcquire();
          return !a.isLeader();
        });
        expect(
          lines.some((line) => line.startsWith('Lease lost') && line.includes('not renewed within its TTL')),
        ).toBe(true);
        await until('b to take over', () => b.tryAcquire());
        expect(b.term()).toBe(2n);
      } finally {
        proxy.restore();
      }
      // Back: a's late write is refused by the term, and its next try does not take the lease back.
      await expect(database.db.transaction().execute((trx) => a.fence(trx))).rejects.toThrow(LeaseLostError);
      expect(await a.tryAcquire()).toBe(false);
      // Once b lets go, a leads again, with a new term: never under the term it held before the cut.
      await b.stop();
      expect(await a.tryAcquire()).toBe(true);
      expect(a.term()).toBe(3n);
      await expect(database.db.transaction().execute((trx) => a.fence(trx))).resolves.toBe(3n);
    } finally {
      await a.stop();
      await b.stop();
      await direct.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'terminated by an administrator (57P01)',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    [
      'starting up (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['cut', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped', new Error('query failed', { cause: new Error('Connection terminated unexpectedly') })],
  ])('is true when %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'text'],
  ])('is false for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
