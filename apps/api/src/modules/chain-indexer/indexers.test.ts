import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { devnetDeployment, testConfig, testContext } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { createChains } from '../../chains';
import type { AppDatabase } from '../../db/connect';
import { rpcUrlFor, startChainIndexers } from './indexers';
import { balanceSubscription, createTestTables, startTestChain, type TestChain } from './testing';

const alice = devnetAccount(1).address;

/** Fastify's logger shape without output; child() is all the registry calls. */
function quietLogger(): FastifyBaseLogger {
  const logger = {
    level: 'silent',
    fatal() {},
    error() {},
    warn() {},
    info() {},
    debug() {},
    trace() {},
    silent() {},
    child: () => logger,
  };
  // Only the methods above are ever used; the full pino type has many more members.
  return logger as unknown as FastifyBaseLogger;
}

function deploymentWith(ethereum: TestChain, polygon: TestChain): Deployment {
  const base = devnetDeployment();
  return {
    ...base,
    chains: {
      ...base.chains,
      ethereum: { ...base.chains.ethereum, chainId: ethereum.chainId, rpcUrl: ethereum.rpcUrl },
      polygon: { ...base.chains.polygon, chainId: polygon.chainId, rpcUrl: polygon.rpcUrl },
    },
  };
}

describe('rpcUrlFor', () => {
  const deployment = devnetDeployment();
  it('uses the deployment RPC of the chain with that id, RPC_URL_<NETWORK> first', () => {
    expect(rpcUrlFor({ deployment, chains: createChains(testConfig(), deployment) }, 31338)).toBe(
      'http://127.0.0.1:2',
    );
    const config = testConfig({ RPC_URL_POLYGON: 'https://polygon.example/rpc' });
    expect(rpcUrlFor({ deployment, chains: createChains(config, deployment) }, 31338)).toBe(
      'https://polygon.example/rpc',
    );
  });

  it('names the problem when the chain cannot be found', () => {
    expect(() => rpcUrlFor({ deployment, chains: createChains(testConfig(), deployment) }, 5)).toThrow(
      'Cannot index chain 5: the deployment has no such chain',
    );
    expect(() =>
      rpcUrlFor({ deployment: undefined, chains: createChains(testConfig(), undefined) }, 1),
    ).toThrow('Cannot index chain 1: no DEPLOYMENT_FILE is configured');
  });
});

describe.each(testDatabases())('startChainIndexers on $name', ({ open }) => {
  let database: AppDatabase;
  let ethereum: TestChain;
  let polygon: TestChain;
  beforeAll(async () => {
    database = await open();
    await createTestTables(database.db);
    [ethereum, polygon] = await Promise.all([startTestChain(), startTestChain()]);
  });
  afterAll(async () => {
    await Promise.all([ethereum?.stop(), polygon?.stop()]);
    await database.close();
  });

  it('runs one indexer per chain from the deployment and waits for blocks on any of them', async () => {
    const ctx = testContext({
      config: testConfig({ INDEXER_CONFIRMATIONS: '0', INDEXER_POLL_MS: '100' }),
      db: database.db,
      logger: quietLogger(),
      deployment: deploymentWith(ethereum, polygon),
    });
    const onEthereum = balanceSubscription(ethereum, 'registry-eth');
    const alsoOnEthereum = balanceSubscription(ethereum, 'registry-eth-2');
    const onPolygon = balanceSubscription(polygon, 'registry-polygon');
    const onChange = vi.fn();
    const registry = startChainIndexers(ctx, [onEthereum, alsoOnEthereum, onPolygon], { onChange });
    expect([...registry.indexers.keys()].sort()).toEqual([ethereum.chainId, polygon.chainId].sort());

    registry.start();
    try {
      const minted = await ethereum.mint(alice, 10n);
      const minted2 = await polygon.mint(alice, 20n);
      await registry.waitForBlock(ethereum.chainId, minted.blockNumber, 10_000);
      await registry.waitForBlock(polygon.chainId, minted2.blockNumber, 10_000);
      for (const sub of [onEthereum, alsoOnEthereum, onPolygon]) {
        expect(sub.calls.filter((call) => call.log.eventName === 'Transfer')).toHaveLength(1);
      }
      expect(onChange).toHaveBeenCalledWith(ethereum.chainId);
      expect(onChange).toHaveBeenCalledWith(polygon.chainId);
      await expect(registry.waitForBlock(1, 1n)).rejects.toThrow('No chain indexer follows chain 1');
    } finally {
      await registry.stop();
    }
  });

  it("reports each chain's head, cursor and lag behind its confirmed head, with confirmations per network", async () => {
    const ctx = testContext({
      config: testConfig({ INDEXER_CONFIRMATIONS: '0', INDEXER_CONFIRMATIONS_POLYGON: '2' }),
      db: database.db,
      logger: quietLogger(),
      deployment: deploymentWith(ethereum, polygon),
    });
    const onEthereum = balanceSubscription(ethereum, 'status-eth');
    const onPolygon = balanceSubscription(polygon, 'status-polygon');
    const registry = startChainIndexers(ctx, [onEthereum, onPolygon]);
    await polygon.mine(5);
    const before = await registry.statuses(2_000);
    const polygonHead = await polygon.head();
    expect(before.find((s) => s.network === 'polygon')).toEqual({
      chainId: polygon.chainId,
      network: 'polygon',
      head: polygonHead,
      indexedTo: onPolygon.startBlock - 1n,
      confirmations: 2,
      lag: polygonHead - 2n - (onPolygon.startBlock - 1n),
      // Seconds of chain time between the two blocks (anvil may stamp blocks of one second alike).
      lagSeconds: expect.any(Number),
      halted: undefined,
      lastError: undefined,
      // Counted by this process for /metrics; nothing has run yet.
      reorgsSeen: 0,
      logsIndexed: 0,
      lastGoodPassAt: undefined,
    });
    expect(before.find((s) => s.network === 'ethereum')?.confirmations).toBe(0);

    await registry.indexers.get(polygon.chainId)?.syncOnce();
    const after = await registry.statuses(2_000);
    expect(after.find((s) => s.network === 'polygon')).toMatchObject({
      indexedTo: polygonHead - 2n,
      lag: 0n,
      lagSeconds: 0,
    });
  });

  describe('headNumber', () => {
    /** An RPC that accepts connections and never answers. */
    let silent: Server;
    beforeAll(async () => {
      silent = createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    });

    it("reads the chain's head; undefined for an unknown chain or an RPC that does not answer in time", async () => {
      const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const deployment = deploymentWith(ethereum, { ...polygon, rpcUrl: silentUrl });
      const ctx = testContext({ config: testConfig(), db: database.db, logger: quietLogger(), deployment });
      const registry = startChainIndexers(ctx, [
        balanceSubscription(ethereum, 'head-eth'),
        balanceSubscription(polygon, 'head-polygon'),
      ]);
      const minted = await ethereum.mint(alice, 1n);
      expect(await registry.headNumber(ethereum.chainId, 2_000)).toBeGreaterThanOrEqual(minted.blockNumber);
      expect(await registry.headNumber(1, 2_000)).toBeUndefined();
      const started = Date.now();
      expect(await registry.headNumber(polygon.chainId, 200)).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_500);
    });
  });
});
