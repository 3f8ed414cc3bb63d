import { HttpRequestError, TimeoutError, toEventSelector } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/appHarness';
import { type FaultProxy, startFaultProxy } from '../../test/faultProxy';
import { createChains } from '../chains';
import { createChainReader } from '../modules/chain-indexer/rpc';
import { startTestChain, type TestChain } from '../modules/chain-indexer/testing';
import { isTransientRpcError, providerLabel, type RpcLogger, retryDelayMs } from './rpcTransport';

function recordingLogger() {
  const lines: { level: 'info' | 'warn'; object: Record<string, unknown>; message: string }[] = [];
  const logger: RpcLogger = {
    info: (object, message) =>
      lines.push({ level: 'info', object: object as Record<string, unknown>, message }),
    warn: (object, message) =>
      lines.push({ level: 'warn', object: object as Record<string, unknown>, message }),
  };
  return { logger, lines };
}

const httpError = (status: number | undefined, headers?: Record<string, string>) =>
  new HttpRequestError({ url: 'https://rpc.example/key', status, headers: new Headers(headers), body: {} });

describe('rpcTransport rules', () => {
  it('names a provider by its host only: no credentials, path or query', () => {
    expect(providerLabel('https://user:pw@eth.example:8545/v2/s3cret?key=k3y')).toBe('eth.example:8545');
  });

  it('retries 429, 5xx, timeouts and dropped connections; not a node answer like a 400', () => {
    expect(isTransientRpcError(httpError(429))).toBe(true);
    expect(isTransientRpcError(httpError(503))).toBe(true);
    expect(isTransientRpcError(httpError(undefined))).toBe(true);
    expect(isTransientRpcError(new TimeoutError({ body: {}, url: 'https://rpc.example' }))).toBe(true);
    expect(isTransientRpcError(httpError(400))).toBe(false);
    expect(isTransientRpcError(new Error('execution reverted'))).toBe(false);
  });

  it('waits as Retry-After says, else a capped exponential backoff with jitter', () => {
    const limits = { baseDelayMs: 100, maxDelayMs: 1_000 };
    expect(retryDelayMs(0, httpError(429, { 'Retry-After': '2' }), { ...limits, maxDelayMs: 5_000 })).toBe(
      2_000,
    );
    expect(retryDelayMs(0, httpError(429, { 'Retry-After': '60' }), limits)).toBe(1_000);
    expect(retryDelayMs(0, httpError(500), limits, () => 0)).toBe(50);
    expect(retryDelayMs(0, httpError(500), limits, () => 1)).toBe(100);
    expect(retryDelayMs(2, httpError(500), limits, () => 1)).toBe(400);
    expect(retryDelayMs(10, httpError(500), limits, () => 0.5)).toBe(750);
  });
});

/**
 * Issue 29: several RPC URLs per network. The first provider always fails (500 or a dropped
 * connection), the second is healthy: the indexer's reads and ctx.chains.client reads succeed, the
 * failing provider is named in a warn log and then skipped.
 */
describe('several RPCs, the first failing', () => {
  let chain: TestChain;
  let failing: FaultProxy;

  beforeAll(async () => {
    chain = await startTestChain();
    failing = await startFaultProxy(chain.rpcUrl, { failureRate: 1, kinds: ['500'] });
  }, 120_000);
  afterAll(async () => {
    await failing?.stop();
    await chain?.stop();
  });

  it.each(['500', 'drop'] as const)(
    'the indexer reads through the second when the first answers %s',
    async (kind) => {
      failing.setPlan({ failureRate: 1, kinds: [kind] });
      const before = failing.stats.requests;
      const { logger, lines } = recordingLogger();
      const reader = createChainReader([`${failing.url}/v2/s3cret`, chain.rpcUrl], logger);
      expect(await reader.chainId()).toBe(chain.chainId);
      const head = await reader.headNumber();
      expect(head).toBeGreaterThan(0n);
      const blocks = await reader.blocks([0n, head]);
      expect(blocks.get(head)?.hash).toMatch(/^0x[0-9a-f]{64}$/);
      const transfer = toEventSelector('Transfer(address,address,uint256)');
      expect(await reader.logs([chain.token], [transfer], chain.startBlock, head)).toEqual([]);

      // The failing provider is put aside after each failure (its own backoff), so reads go to the
      // second meanwhile; it is asked again when its backoff ends, and after three failures in a
      // row it is skipped, with a warn log naming only its host.
      while (!lines.some((line) => line.level === 'warn')) {
        expect(await reader.headNumber()).toBeGreaterThan(0n);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(failing.stats.requests - before).toBeGreaterThan(0);
      const warn = lines.find((line) => line.level === 'warn');
      expect(warn?.message).toMatch(/skipped/);
      expect(warn?.object.rpcProvider).toBe(`#1 ${new URL(failing.url).host}`);
      expect(JSON.stringify(lines)).not.toContain('s3cret');
      const seen = failing.stats.requests;
      await reader.headNumber();
      await reader.chainId();
      expect(failing.stats.requests).toBe(seen);
    },
  );

  it('ctx.chains.client reads through the second', async () => {
    failing.setPlan({ failureRate: 1, kinds: ['500'] });
    const { logger, lines } = recordingLogger();
    const chains = createChains(
      testConfig({ RPC_URL_POLYGON: `${failing.url},${chain.rpcUrl}` }),
      undefined,
      logger,
    );
    const client = chains.client('polygon');
    expect(await client.getChainId()).toBe(chain.chainId);
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
    expect(await client.getBalance({ address: chain.token })).toBe(0n);
    // Asked again as its backoff ends, the first fails on until it is skipped.
    while (!lines.some((line) => line.level === 'warn')) {
      expect(await client.getBalance({ address: chain.token })).toBe(0n);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('a 429 with Retry-After', () => {
  let chain: TestChain;
  let limited: FaultProxy;

  beforeAll(async () => {
    chain = await startTestChain();
    limited = await startFaultProxy(chain.rpcUrl, { failureRate: 1, kinds: ['429'], retryAfterSeconds: 1 });
  }, 120_000);
  afterAll(async () => {
    await limited?.stop();
    await chain?.stop();
  });

  it('is retried after the delay it asks for, not the (much shorter) backoff', async () => {
    const chains = createChains(testConfig({ RPC_URL_POLYGON: limited.url }), undefined);
    const client = chains.client('polygon');
    const started = Date.now();
    const answer = client.getBlockNumber();
    // The first request met the 429; the provider is fine again before the retry.
    while (limited.stats.requests < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    limited.setPlan({ failureRate: 0, kinds: [] });
    expect(await answer).toBeGreaterThan(0n);
    expect(limited.stats.faults['429']).toBe(1);
    expect(limited.stats.requests).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe('a request whose owner is stopping', () => {
  let chain: TestChain;
  let failing: FaultProxy;

  beforeAll(async () => {
    chain = await startTestChain();
    failing = await startFaultProxy(chain.rpcUrl, { failureRate: 1, kinds: ['429'] });
  }, 120_000);
  afterAll(async () => {
    await failing?.stop();
    await chain?.stop();
  });

  it('is not tried again: a stopping indexer never waits out the retries of a provider that is away', async () => {
    // Eight tries at first; the owner is stopping from the moment the provider has seen one (a
    // state, not a time: a loaded machine's timers cannot let a retry slip in first).
    const reader = createChainReader(failing.url, undefined, () => failing.stats.requests >= 1);
    await expect(reader.headNumber()).rejects.toThrow();
    expect(failing.stats.requests).toBe(1);
  });
});
