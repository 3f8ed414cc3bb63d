/**
 * Issue 43: /metrics tells the truth. Each figure is checked against the state the test made: the
 * lag after mining blocks, the RPC error counter against the faults the proxy played, the oldest
 * pending payout's age after a held payout, the HTTP histogram after requests; and /metrics is
 * only served where the settings say (a bearer token, a port of its own, never open in production).
 */
import { devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { deployChain } from '@kingdoms/contracts/deploy';
import { freePort } from '@kingdoms/contracts/ports';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createTestClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeploymentOnAnvil } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import { type FaultProxy, startFaultProxy } from '../../test/faultProxy';
import { sampleOf } from '../../test/metricsText';
import type { AppDatabase } from '../db/connect';
import { createApiMetrics } from './metrics';
import { serveMetrics } from './metricsRoute';

const CHAIN_ID = 42_770;

describe.each(testDatabases())('/metrics on $name', ({ open }) => {
  let anvil: RunningAnvil;
  let proxy: FaultProxy;
  let database: AppDatabase;
  let app: FastifyInstance;
  let providerLabel: string;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID });
    const deployed = await deployChain(
      ['A2Z', 'Staking'],
      { rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID },
      devnetAccount(0).privateKey,
    );
    proxy = await startFaultProxy(anvil.rpcUrl, { failureRate: 0, kinds: [] });
    providerLabel = new URL(proxy.url).host;
    database = await open();
    // The indexer does not run here: the lag grows by exactly the blocks mined.
    app = await buildTestApp(
      database,
      { INDEXER_ENABLED: 'false', INDEXER_CONFIRMATIONS: '0', REWARD_JOBS: 'false', PAYOUT_JOBS: 'false' },
      devnetDeploymentOnAnvil({ rpcUrl: proxy.url }, CHAIN_ID, deployed),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.stop();
    await anvil?.stop();
  });

  const scrape = async () => {
    const reply = await app.inject({ method: 'GET', url: '/metrics' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return reply.body;
  };
  const chain = { network: 'ethereum', chain_id: String(CHAIN_ID) };

  it('reports the head, the indexed block and the lag, which grows by the blocks mined', async () => {
    const before = await scrape();
    const head = sampleOf(before, 'kingdoms_chain_head_block', chain);
    const indexed = sampleOf(before, 'kingdoms_chain_indexed_block', chain);
    expect(head).toBeDefined();
    expect(indexed).toBeDefined();
    expect(sampleOf(before, 'kingdoms_chain_lag_blocks', chain)).toBe((head as number) - (indexed as number));
    expect(sampleOf(before, 'kingdoms_chain_halted', chain)).toBe(0);

    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).mine({ blocks: 7 });
    const after = await scrape();
    expect(sampleOf(after, 'kingdoms_chain_head_block', chain)).toBe((head as number) + 7);
    expect(sampleOf(after, 'kingdoms_chain_indexed_block', chain)).toBe(indexed);
    expect(sampleOf(after, 'kingdoms_chain_lag_blocks', chain)).toBe(
      (head as number) + 7 - (indexed as number),
    );
  });

  it('counts RPC requests, and each fault the provider played as an error of its kind', async () => {
    const labels = { chain_id: String(CHAIN_ID), provider: providerLabel };
    const before = await scrape();
    const requestsBefore = sampleOf(before, 'kingdoms_rpc_requests_total', labels) ?? 0;
    expect(requestsBefore).toBeGreaterThan(0);
    const errorsBefore =
      sampleOf(before, 'kingdoms_rpc_errors_total', { ...labels, kind: 'rate_limited' }) ?? 0;
    const faultsBefore = proxy.stats.faults['429'];

    proxy.setPlan({ failureRate: 1, kinds: ['429'], retryAfterSeconds: 0 });
    // The scrape reads the head through the failing provider (it gives up within its time-out).
    await scrape();
    proxy.setPlan({ failureRate: 0, kinds: [] });
    const after = await scrape();
    const faults = proxy.stats.faults['429'] - faultsBefore;
    expect(faults).toBeGreaterThan(0);
    expect(sampleOf(after, 'kingdoms_rpc_errors_total', { ...labels, kind: 'rate_limited' })).toBe(
      errorsBefore + faults,
    );
    expect(sampleOf(after, 'kingdoms_rpc_requests_total', labels)).toBeGreaterThan(requestsBefore + faults);
  });

  it('counts payouts by state and ages the oldest one waiting', async () => {
    const empty = await scrape();
    expect(sampleOf(empty, 'kingdoms_queue_oldest_pending_age_seconds', { queue: 'payouts' })).toBe(0);
    await sql`
      insert into payout (id, network, token, recipient, amount, purpose, status, attempts, created_at)
      values
        (${`0x${'a1'.repeat(32)}`}, 'polygon', 'A2Z', ${`0x${'11'.repeat(20)}`}, 5, 'staking_reward', 'held', 1, now() - interval '600 seconds'),
        (${`0x${'a2'.repeat(32)}`}, 'polygon', 'A2Z', ${`0x${'11'.repeat(20)}`}, 5, 'staking_reward', 'paid', 1, now() - interval '3600 seconds')`.execute(
      database.db,
    );
    const held = await scrape();
    expect(sampleOf(held, 'kingdoms_queue_items', { queue: 'payouts', state: 'held' })).toBe(1);
    expect(sampleOf(held, 'kingdoms_queue_items', { queue: 'payouts', state: 'paid' })).toBe(1);
    const age = sampleOf(held, 'kingdoms_queue_oldest_pending_age_seconds', { queue: 'payouts' }) as number;
    // The paid payout is older, but it waits for nothing.
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(900);
  });

  it('times every answered request by its route pattern and status', async () => {
    const series = { method: 'GET', route: '/healthz', status_code: '200' };
    const before = sampleOf(await scrape(), 'http_request_duration_seconds_count', series) ?? 0;
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/game/no-such-route' });
    const after = await scrape();
    expect(sampleOf(after, 'http_request_duration_seconds_count', series)).toBe(before + 3);
    expect(
      sampleOf(after, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleOf(after, 'kingdoms_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(after, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});

describe('where /metrics is served', () => {
  const bare = async (serving: Parameters<typeof serveMetrics>[2]) => {
    const app = Fastify();
    const metrics = createApiMetrics({ db: undefined as never });
    const separate = await serveMetrics(app, metrics, serving);
    await app.ready();
    return { app, separate };
  };
  const base = { token: undefined, port: undefined, host: '127.0.0.1', production: false };

  it('answers only the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'metrics-token-0123456789';
    const { app } = await bare({ ...base, token, production: true });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
      const right = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('process_cpu_seconds_total');
    } finally {
      await app.close();
    }
  });

  it('serves it on METRICS_PORT only, never on the public port', async () => {
    const { app, separate } = await bare({ ...base, port: 0, production: true });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const reply = await fetch(`${separate}/metrics`);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('process_cpu_seconds_total');
      expect((await fetch(`${separate}/other`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('is not served in production without a token or a port of its own', async () => {
    const { app } = await bare({ ...base, production: true });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
