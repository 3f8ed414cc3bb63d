/**
 * Issue 43, item 4: GET /game/operations answers an admin's session only, with the figures /metrics
 * serves (one source: figures.ts) and each job's lease holder from the lease table. Each figure is
 * checked against the state the test made: blocks mined, a held payout, a lease another instance
 * holds; a wallet that is not an admin and a caller without a session get the guards' refusals.
 */
import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { deployChain } from '@kingdoms/contracts/deploy';
import { freePort } from '@kingdoms/contracts/ports';
import { ACCESS_ERRORS, servedPath } from '@kingdoms/shared/api/endpoint';
import {
  type OperationsReply,
  operationsEndpoint,
  operationsReplySchema,
} from '@kingdoms/shared/api/operations';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createTestClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeploymentOnAnvil } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import { sampleOf } from '../../test/metricsText';
import { sessionCookie, TEST_SESSION_SECRET } from '../../test/session';
import type { AppDatabase } from '../db/connect';
import type { OperationsFigures } from './figures';
import { createFigureHistory } from './history';
import { operationsSnapshot } from './operations';

const CHAIN_ID = 42_771;
const URL_PATH = servedPath(operationsEndpoint);
const admin = devnetAccount(DEVNET_ROLES.vestingAdmin);
const player = devnetAccount(1);

describe.each(testDatabases())('GET /game/operations on $name', ({ open }) => {
  let anvil: RunningAnvil;
  let database: AppDatabase;
  let app: FastifyInstance;
  let adminCookie: Record<string, string>;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID });
    const deployed = await deployChain(
      ['A2Z', 'Staking'],
      { rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID },
      devnetAccount(0).privateKey,
    );
    database = await open();
    // The indexer does not run: the lag grows by exactly the blocks mined.
    app = await buildTestApp(
      database,
      {
        INDEXER_ENABLED: 'false',
        INDEXER_CONFIRMATIONS: '0',
        REWARD_JOBS: 'false',
        PAYOUT_JOBS: 'false',
        SESSION_SECRET: TEST_SESSION_SECRET,
        ADMIN_ADDRESSES: admin.address,
      },
      devnetDeploymentOnAnvil(anvil, CHAIN_ID, deployed),
    );
    adminCookie = await sessionCookie(database.db, privateKeyToAccount(admin.privateKey));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await anvil?.stop();
  });

  const read = async (): Promise<OperationsReply> => {
    const reply = await app.inject({ method: 'GET', url: URL_PATH, cookies: adminCookie });
    expect(reply.statusCode, reply.body).toBe(200);
    return operationsReplySchema.parse(reply.json());
  };

  it('refuses a caller without a session with the guard’s 401', async () => {
    const reply = await app.inject({ method: 'GET', url: URL_PATH });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({
      result: 0,
      err: { code: 'not_signed_in', message: ACCESS_ERRORS.errors.not_signed_in.message },
    });
  });

  it('refuses a signed-in wallet that is not an admin with the guard’s 403', async () => {
    const cookies = await sessionCookie(database.db, privateKeyToAccount(player.privateKey));
    const reply = await app.inject({ method: 'GET', url: URL_PATH, cookies });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({
      result: 0,
      err: { code: 'not_admin', message: ACCESS_ERRORS.errors.not_admin.message },
    });
  });

  it("shows an admin each chain's head, indexed block and lag, which grows by the blocks mined", async () => {
    const before = (await read()).chains.find((chain) => chain.chainId === CHAIN_ID);
    expect(before).toMatchObject({ network: 'ethereum', halted: null });
    const head = BigInt(before?.head ?? 'x');
    const indexedTo = BigInt(before?.indexedTo ?? 'x');
    expect(before?.lag).toBe(String(head - indexedTo));

    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).mine({ blocks: 5 });
    const after = (await read()).chains.find((chain) => chain.chainId === CHAIN_ID);
    expect(after?.head).toBe(String(head + 5n));
    expect(after?.indexedTo).toBe(String(indexedTo));
    expect(after?.lag).toBe(String(head + 5n - indexedTo));
    // The same figures /metrics serves.
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    const labels = { network: 'ethereum', chain_id: String(CHAIN_ID) };
    expect(sampleOf(metrics.body, 'kingdoms_chain_indexed_block', labels)).toBe(Number(indexedTo));
  });

  it('shows the payout queue by state with the age of its oldest waiting item', async () => {
    await sql`
      insert into payout (id, network, token, recipient, amount, purpose, status, attempts, created_at)
      values
        (${`0x${'b1'.repeat(32)}`}, 'polygon', 'A2Z', ${`0x${'11'.repeat(20)}`}, 5, 'staking_reward', 'held', 1, now() - interval '900 seconds'),
        (${`0x${'b2'.repeat(32)}`}, 'polygon', 'A2Z', ${`0x${'11'.repeat(20)}`}, 5, 'staking_reward', 'paid', 1, now() - interval '7200 seconds')`.execute(
      database.db,
    );
    const payouts = (await read()).queues.find((queue) => queue.queue === 'payouts');
    expect(payouts?.states).toEqual([
      { state: 'held', items: 1 },
      { state: 'paid', items: 1 },
    ]);
    // The paid payout is older, but it waits for nothing.
    expect(payouts?.oldestPendingSeconds).toBeGreaterThanOrEqual(900);
    expect(payouts?.oldestPendingSeconds).toBeLessThan(1200);
  });

  it("names each job's lease holder, this instance's and another's", async () => {
    await sql`
      insert into job_lease (name, holder, term, expires_at)
      values ('ops-test:elsewhere', 'other-host:42:abc', 7, now() + interval '1 hour'),
             ('ops-test:expired', 'gone-host:1:def', 3, now() - interval '1 minute')`.execute(database.db);
    const reply = await read();
    expect(reply.jobs.find((job) => job.job === 'ops-test:elsewhere')).toEqual({
      job: 'ops-test:elsewhere',
      holder: 'other-host:42:abc',
      term: '7',
      live: true,
      thisInstance: false,
      lastSuccessAt: null,
    });
    expect(reply.jobs.find((job) => job.job === 'ops-test:expired')).toMatchObject({
      live: false,
      term: '3',
    });
    // What this instance leads is its own row of the lease table.
    const mine = reply.jobs.filter((job) => job.thisInstance);
    const { rows } = await sql<{ name: string; term: string }>`
      select name, term::text as term from job_lease where holder = ${reply.instance} and expires_at > now()`.execute(
      database.db,
    );
    expect(mine.map((job) => [job.job, job.term]).sort()).toEqual(
      rows.map((row) => [row.name, row.term]).sort(),
    );
    for (const job of mine) expect(job.holder).toBe(reply.instance);
  });

  it("keeps the last hour's samples: one taken at start, with the chain's lag and the queues", async () => {
    await expect
      .poll(async () => (await read()).history.samples.length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const { history } = await read();
    expect(history.intervalSeconds).toBe(60);
    const first = history.samples[0];
    expect(first?.chains.find((chain) => chain.network === 'ethereum')?.lag).toEqual(expect.any(Number));
    expect(first?.queues.map((queue) => queue.queue)).toContain('payouts');
  });

  it('shows the RPC providers of the chain with their requests', async () => {
    const provider = (await read()).rpcProviders.find((each) => each.chainId === CHAIN_ID);
    expect(provider?.requests).toBeGreaterThan(0);
    expect(provider?.skippedSeconds).toBe(0);
  });
});

describe('operationsSnapshot', () => {
  // A unit test: the figures as figures.ts would read them, for what the devnet app above has
  // none of (a sender, a skipped provider, a daily job's finished run).
  const sender = {
    job: 'payouts',
    network: 'polygon',
    chainId: 31_338,
    address: '0x00000000000000000000000000000000000000AA' as const,
    minBalance: 10n ** 18n,
  };
  const figures: OperationsFigures = {
    setSources: () => undefined,
    chains: async () => [],
    jobs: async () => ({
      jobs: [{ job: 'payouts', leader: true, term: 4n, lastSuccessAt: Date.UTC(2026, 0, 2) }],
      daily: new Map([['daily:rewards', Date.UTC(2026, 0, 1) / 1000]]),
    }),
    leases: async () => [
      { job: 'payouts', holder: 'me', term: 4n, live: true },
      { job: 'daily:rewards', holder: 'other', term: 9n, live: true },
    ],
    queues: async () => [],
    senders: () => [sender, { ...sender, job: 'relayer', minBalance: undefined }],
    balanceOf: async (each) => (each.job === 'payouts' ? 5n * 10n ** 17n : undefined),
    rpcProviders: () => [
      {
        chainId: 31_338,
        provider: '#1 rpc.example',
        requests: 12,
        errors: new Map([
          ['timeout', 2],
          ['rate_limited', 3],
        ]),
        skippedSeconds: 20,
      },
    ],
  };

  it('gives balances in ether, flags one below its minimum, and sums a provider’s errors', async () => {
    const reply = operationsReplySchema.parse(await operationsSnapshot(figures, 'me'));
    expect(reply.senders).toEqual([
      {
        job: 'payouts',
        network: 'polygon',
        chainId: 31_338,
        address: '0x00000000000000000000000000000000000000aa',
        balance: '0.5',
        minBalance: '1',
        low: true,
      },
      {
        job: 'relayer',
        network: 'polygon',
        chainId: 31_338,
        address: '0x00000000000000000000000000000000000000aa',
        balance: null,
        minBalance: null,
        low: false,
      },
    ]);
    expect(reply.rpcProviders).toEqual([
      { chainId: 31_338, provider: '#1 rpc.example', requests: 12, errors: 5, skippedSeconds: 20 },
    ]);
    expect(reply.jobs).toEqual([
      {
        job: 'daily:rewards',
        holder: 'other',
        term: '9',
        live: true,
        thisInstance: false,
        lastSuccessAt: '2026-01-01T00:00:00.000Z',
      },
      {
        job: 'payouts',
        holder: 'me',
        term: '4',
        live: true,
        thisInstance: true,
        lastSuccessAt: '2026-01-02T00:00:00.000Z',
      },
    ]);
  });
});

describe('createFigureHistory', () => {
  it('keeps the newest samples up to its bound, oldest first, with each queue’s waiting items', async () => {
    let lag = 0n;
    let clock = 1_000;
    const figures = {
      chains: async () => [
        {
          network: 'ethereum',
          chainId: 1,
          head: 100n + lag,
          indexedTo: 100n,
          lag,
          lagSeconds: 0,
          halted: undefined,
          reorgsSeen: 0,
          logsIndexed: 0,
        },
      ],
      queues: async () => [
        { queue: 'payouts', byState: new Map([['queued', 2]]), pending: 2, oldestPendingSeconds: 30.4 },
      ],
    } as unknown as OperationsFigures;
    const history = createFigureHistory(figures, { keep: 3, now: () => clock });
    for (let i = 0; i < 5; i++) {
      lag = BigInt(i);
      clock += 60_000;
      await history.sample();
    }
    expect(history.samples().map((sample) => [sample.at, sample.chains[0]?.lag])).toEqual([
      [181_000, 2],
      [241_000, 3],
      [301_000, 4],
    ]);
    expect(history.samples()[2]?.queues).toEqual([
      { queue: 'payouts', pending: 2, oldestPendingSeconds: 30 },
    ]);
  });
});
