import { DEVNET_ORACLE_OPERATOR, DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { devRandomnessOracleAbi, dragoAbi, eggAbi } from '@kingdoms/contracts/generated/abis';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import { freePort } from '@kingdoms/contracts/ports';
import { wireDeployment } from '@kingdoms/contracts/wiring';
import type { Deployment } from '@kingdoms/shared/deployment';
import { sql } from 'kysely';
import { type Address, type Hex, parseEventLogs } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { createChains } from '../../chains';
import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/connect';
import { onEvents, subscription } from '../chain-indexer';
import { createChainIndexer } from '../chain-indexer/indexer';
import type { ChainIndexer, IndexedLog } from '../chain-indexer/types';
import { randomnessRequestStatus, randomnessRequestStatuses } from './index';
import { createOracleChain, type OracleChain } from './oracleChain';
import { resolveOracleSetup as resolveWith } from './setup';
import { randomnessEvents, randomnessSubscriptions } from './subscription';
import { createOracleWorker, type OracleWorkerOptions } from './worker';

const PLAYER = devnetAccount(1);
const STUCK_AFTER_SECONDS = 60;
let nextChainId = 43_100;

function silentLogger() {
  return { info() {}, warn() {}, error() {} };
}

describe.each(testDatabases())('randomness oracle worker on anvil ($name)', (kind) => {
  let anvil: RunningAnvil;
  let database: AppDatabase;
  let admin: LocalClient;
  let contracts: { oracle: Address; drago: Address; egg: Address };
  let chainId: number;
  let indexer: ChainIndexer;
  const db = () => database.db;

  beforeAll(async () => {
    chainId = nextChainId++;
    [anvil, database] = await Promise.all([startAnvil({ port: await freePort(), chainId }), kind.open()]);
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
    const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
    const deployed = await deployChain(['DevRandomnessOracle', 'Drago', 'Egg'], endpoint, deployerKey);
    contracts = {
      oracle: deployed.contracts.DevRandomnessOracle,
      drago: deployed.contracts.Drago,
      egg: deployed.contracts.Egg,
    };
    admin = localClient(endpoint, deployerKey);
    // The devnet's wiring: the operator account gets ETH and the oracle's OPERATOR_ROLE.
    await wireDeployment(admin, deployed.contracts);
    indexer = createChainIndexer({
      db: db(),
      chain: {
        chainId,
        rpcUrl: anvil.rpcUrl,
        subscriptions: [
          subscription({
            name: 'randomness-oracle:test',
            chainId,
            address: contracts.oracle,
            abi: devRandomnessOracleAbi,
            startBlock: BigInt(deployed.startBlock),
            on: randomnessEvents,
          }),
        ],
      },
      confirmations: 0,
      pollIntervalMs: 50,
      batchBlocks: 1000,
    });
  });

  afterAll(async () => {
    await database?.close();
    await anvil?.stop();
  });

  beforeEach(async () => {
    await indexer.syncOnce();
    // Each test starts with no open request (earlier ones were fulfilled).
    const open = await db()
      .selectFrom('randomness_request')
      .select('request_id')
      .where('status', '<>', 'fulfilled')
      .execute();
    expect(open).toEqual([]);
  });

  function oracleChain(): OracleChain {
    return createOracleChain({
      rpcUrl: anvil.rpcUrl,
      chainId,
      oracle: contracts.oracle,
      operator: rawKeyAccount(DEVNET_ORACLE_OPERATOR.privateKey),
      pollingIntervalMs: 20,
      receiptTimeoutMs: 10_000,
    });
  }

  function worker(options: Partial<OracleWorkerOptions> = {}) {
    return createOracleWorker({
      db: db(),
      chain: oracleChain(),
      logger: silentLogger(),
      intervalMs: 60_000,
      commitmentsAhead: 4,
      ...options,
    });
  }

  const operatorNonce = () => admin.getTransactionCount({ address: DEVNET_ORACLE_OPERATOR.address });

  async function hatchNewEgg(): Promise<{ eggId: bigint; requestId: bigint }> {
    const laid = await confirm(
      admin,
      await admin.writeContract({
        address: contracts.egg,
        abi: eggAbi,
        functionName: 'layEgg',
        args: [PLAYER.address, 0n, 0n],
      }),
    );
    const eggId = parseEventLogs({ abi: eggAbi, eventName: 'EggLaid', logs: laid.logs })[0]?.args.eggId;
    if (eggId === undefined) throw new Error('no EggLaid');
    const player = localClient({ rpcUrl: anvil.rpcUrl, chainId }, PLAYER.privateKey);
    const hatched = await confirm(
      player,
      await player.writeContract({
        address: contracts.egg,
        abi: eggAbi,
        functionName: 'hatching',
        args: [eggId],
      }),
    );
    const requestId = parseEventLogs({ abi: eggAbi, eventName: 'HatchRequested', logs: hatched.logs })[0]
      ?.args.requestId;
    if (requestId === undefined) throw new Error('no HatchRequested');
    return { eggId, requestId };
  }

  async function fulfilledEvents(requestId: bigint) {
    const logs = await admin.getContractEvents({
      address: contracts.oracle,
      abi: devRandomnessOracleAbi,
      eventName: 'RandomnessFulfilled',
      args: { requestId },
      fromBlock: 0n,
    });
    return logs.length;
  }

  const dragoOwner = (tokenId: bigint) =>
    admin.readContract({ address: contracts.drago, abi: dragoAbi, functionName: 'ownerOf', args: [tokenId] });

  const requestRow = (requestId: bigint) =>
    db()
      .selectFrom('randomness_request')
      .selectAll()
      .where('chain_id', '=', String(chainId))
      .where('request_id', '=', requestId.toString())
      .executeTakeFirstOrThrow();

  it('commits seed hashes ahead, each seed stored before its hash reaches the chain', async () => {
    const before = await operatorNonce();
    const report = await worker().runOnce();
    expect(report.committed).toBe(4);
    expect(await operatorNonce()).toBe(before + 1);
    const seeds = await db()
      .selectFrom('randomness_seed')
      .selectAll()
      .where('chain_id', '=', String(chainId))
      .execute();
    expect(seeds).toHaveLength(4);
    const chain = oracleChain();
    for (const seed of seeds) {
      expect(seed.status).toBe('committed');
      expect(await chain.isCommitted(seed.commitment as Hex)).toBe(true);
    }
    expect(await chain.commitmentsAvailable()).toBe(4n);
    // Topped up already: nothing more is sent.
    expect((await worker().runOnce()).committed).toBe(0);
    expect(await operatorNonce()).toBe(before + 1);

    // A seed a crash left 'generated' (stored, commit never sent) is committed by the next run.
    await sql`update randomness_seed set status = 'generated' where commitment = ${seeds[0]?.commitment}`.execute(
      db(),
    );
    expect((await worker().runOnce()).committed).toBe(0);
    const recovered = await db()
      .selectFrom('randomness_seed')
      .select('status')
      .where('commitment', '=', seeds[0]?.commitment ?? '')
      .executeTakeFirstOrThrow();
    expect(recovered.status).toBe('committed');
  });

  it('fulfils each request with exactly one transaction across duplicate events, re-runs and a restart', async () => {
    await worker().runOnce();
    const hatches = [await hatchNewEgg(), await hatchNewEgg(), await hatchNewEgg()];
    await indexer.syncOnce();
    // The same RandomnessRequested delivered again (another instance, a replayed batch) changes nothing.
    for (const { requestId } of hatches) {
      const row = await requestRow(requestId);
      const duplicate: IndexedLog = {
        chainId,
        blockNumber: BigInt(row.requested_block),
        blockHash: '0x00',
        blockTime: Math.floor(row.requested_at.getTime() / 1000),
        txHash: row.requested_tx_hash as Hex,
        logIndex: 0,
        address: contracts.oracle.toLowerCase() as Address,
        eventName: 'RandomnessRequested',
        args: { requestId: requestId.toString(), consumer: row.consumer, commitment: row.commitment },
      };
      await db()
        .transaction()
        .execute((trx) => onEvents(devRandomnessOracleAbi, randomnessEvents).apply(trx, duplicate));
    }
    expect(
      await db()
        .selectFrom('randomness_request')
        .select('request_id')
        .where('chain_id', '=', String(chainId))
        .execute(),
    ).toHaveLength(hatches.length);

    const before = await operatorNonce();
    const first = await worker().runOnce();
    expect(first).toMatchObject({ fulfilled: 3, alreadyFulfilled: 0, failed: 0, lost: 0 });
    // One commit transaction (topping the queue back up) + exactly one fulfil per request.
    expect(await operatorNonce()).toBe(before + 3 + (first.committed > 0 ? 1 : 0));
    const afterFirst = await operatorNonce();
    // A re-run and a restarted worker (a new instance) send nothing more.
    expect(await worker().runOnce()).toMatchObject({ fulfilled: 0, alreadyFulfilled: 0, failed: 0 });
    await indexer.syncOnce();
    expect(await worker({ staleAfterMs: 0, retryAfterMs: 0 }).runOnce()).toMatchObject({
      fulfilled: 0,
      failed: 0,
    });
    expect(await operatorNonce()).toBe(afterFirst);
    for (const { eggId, requestId } of hatches) {
      expect(await fulfilledEvents(requestId)).toBe(1);
      expect(await dragoOwner(eggId)).toBe(PLAYER.address);
      expect(await requestRow(requestId)).toMatchObject({ status: 'fulfilled', attempts: 1 });
    }
  });

  it('a worker that died after broadcasting is taken over without a second transaction', async () => {
    await worker().runOnce();
    const { eggId, requestId } = await hatchNewEgg();
    await indexer.syncOnce();
    const real = oracleChain();
    // The first worker broadcasts, then dies before it sees the receipt (its promise never settles).
    const dying: OracleChain = { ...real, confirm: () => new Promise(() => {}) };
    void worker({ chain: dying }).runOnce();
    const deadline = Date.now() + 10_000;
    while (!(await real.isFulfilled(requestId))) {
      if (Date.now() > deadline) throw new Error('the first worker never broadcast');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await requestRow(requestId)).toMatchObject({ status: 'sent', attempts: 1 });
    const nonce = await operatorNonce();
    // The restarted worker takes the stale lease over and finds it fulfilled on chain.
    expect(await worker({ staleAfterMs: 0 }).runOnce()).toMatchObject({ fulfilled: 0, alreadyFulfilled: 1 });
    expect(await operatorNonce()).toBe(nonce);
    expect(await fulfilledEvents(requestId)).toBe(1);
    expect(await requestRow(requestId)).toMatchObject({ status: 'fulfilled', attempts: 2 });
    expect(await dragoOwner(eggId)).toBe(PLAYER.address);
  });

  it('a broadcast that failed after the hash was recorded is signed again and sent once', async () => {
    await worker().runOnce();
    const { requestId } = await hatchNewEgg();
    await indexer.syncOnce();
    const real = oracleChain();
    const failing: OracleChain = {
      ...real,
      broadcast: () => Promise.reject(new Error('connection reset')),
    };
    expect(await worker({ chain: failing }).runOnce()).toMatchObject({ failed: 1 });
    const failed = await requestRow(requestId);
    expect(failed).toMatchObject({ status: 'failed', last_error: 'connection reset' });
    expect(failed.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const nonce = await operatorNonce();
    expect(await worker({ retryAfterMs: 0 }).runOnce()).toMatchObject({ fulfilled: 1 });
    expect(await operatorNonce()).toBe(nonce + 1);
    expect(await fulfilledEvents(requestId)).toBe(1);
  });

  it('shows a request pending, then stuck while the worker is away, then fulfilled when it comes back', async () => {
    await worker().runOnce();
    // The worker is down from here on.
    const { eggId, requestId } = await hatchNewEgg();
    const options = { stuckAfterSeconds: STUCK_AFTER_SECONDS };
    // Not indexed yet: pending, without a time.
    expect(await randomnessRequestStatus(db(), chainId, requestId, options)).toMatchObject({
      state: 'pending',
      requestedAt: null,
    });
    await indexer.syncOnce();
    const row = await requestRow(requestId);
    const requestedAt = row.requested_at.getTime();
    expect(
      await randomnessRequestStatus(db(), chainId, requestId, {
        ...options,
        now: new Date(requestedAt + 1000),
      }),
    ).toMatchObject({ requestId: requestId.toString(), state: 'pending', fulfilledAt: null });
    const late = new Date(requestedAt + (STUCK_AFTER_SECONDS + 1) * 1000);
    expect(await randomnessRequestStatus(db(), chainId, requestId, { ...options, now: late })).toMatchObject({
      state: 'stuck',
    });
    // The worker comes back: the same request is fulfilled (never requested again).
    const requestCount = await admin.readContract({
      address: contracts.oracle,
      abi: devRandomnessOracleAbi,
      functionName: 'requestCount',
    });
    expect(await worker().runOnce()).toMatchObject({ fulfilled: 1 });
    await indexer.syncOnce();
    const statuses = await randomnessRequestStatuses(db(), chainId, [requestId, 999_999n], {
      ...options,
      now: late,
    });
    expect(statuses.get(requestId.toString())).toMatchObject({ state: 'fulfilled' });
    expect(statuses.get(requestId.toString())?.fulfilledAt).toBeInstanceOf(Date);
    expect(statuses.get('999999')).toMatchObject({ state: 'pending', requestedAt: null });
    expect(
      await admin.readContract({
        address: contracts.oracle,
        abi: devRandomnessOracleAbi,
        functionName: 'requestCount',
      }),
    ).toBe(requestCount);
    expect(await dragoOwner(eggId)).toBe(PLAYER.address);
  });
});

/** The oracle setup of a process with this configuration and deployment. */
const resolveOracleSetup = (config: ApiConfig, deployment: Deployment | undefined) =>
  resolveWith(config.randomnessOracle, createChains(config, deployment));

describe('resolveOracleSetup', () => {
  const deployment = (env: 'devnet' | 'production'): Deployment => ({
    env,
    chains: {
      ethereum: {
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:1',
        explorerUrl: 'http://x',
        startBlock: 1,
        contracts: {},
      },
      polygon: {
        chainId: 31338,
        rpcUrl: 'http://127.0.0.1:2',
        explorerUrl: 'http://x',
        startBlock: 1,
        contracts: {},
      },
      arenaz: {
        chainId: 31339,
        rpcUrl: 'http://127.0.0.1:3',
        explorerUrl: 'http://x',
        startBlock: 1,
        contracts: { DevRandomnessOracle: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      },
    },
  });

  it('operates the devnet oracles with the devnet operator by default on a devnet deployment', () => {
    const setup = resolveOracleSetup(testConfig(), deployment('devnet'));
    expect(setup).toMatchObject({
      mode: 'devnet',
      operator: expect.objectContaining({ address: DEVNET_ORACLE_OPERATOR.address }),
      problem: undefined,
    });
    expect(setup.chains.map((c) => c.chainId)).toEqual([31339]);
  });

  it('runs no worker with RANDOMNESS_ORACLE=external or by default outside the devnet', () => {
    expect(
      resolveOracleSetup(testConfig({ RANDOMNESS_ORACLE: 'external' }), deployment('devnet')).chains,
    ).toEqual([]);
    expect(resolveOracleSetup(testConfig(), deployment('production'))).toMatchObject({
      mode: 'external',
      chains: [],
    });
  });

  it('operates no ChainlinkVrfOracle (Chainlink fulfils it) but indexes it beside the dev oracles', () => {
    const mixed = deployment('devnet');
    const adapter = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
    mixed.chains.polygon.contracts = { ChainlinkVrfOracle: adapter };
    const setup = resolveOracleSetup(testConfig(), mixed);
    expect(setup.chains.map((c) => c.chainId)).toEqual([31339]);
    expect(randomnessSubscriptions(mixed).map((s) => [s.name, s.chainId, s.address])).toEqual([
      ['randomness-oracle:polygon', 31338, adapter],
      ['randomness-oracle:arenaz', 31339, '0x5FbDB2315678afecb367f032d93F642f64180aa3'],
    ]);
    // Only VRF adapters: devnet mode has nothing to operate, and says so.
    mixed.chains.arenaz.contracts = {};
    const vrfOnly = resolveOracleSetup(testConfig({ RANDOMNESS_ORACLE: 'devnet' }), mixed);
    expect(vrfOnly.chains).toEqual([]);
    expect(vrfOnly.problem).toMatch(/no DevRandomnessOracle/);
    expect(resolveOracleSetup(testConfig({ RANDOMNESS_ORACLE: 'external' }), mixed).problem).toBeUndefined();
  });

  it('says why when devnet mode has no key outside the devnet', () => {
    const setup = resolveOracleSetup(testConfig({ RANDOMNESS_ORACLE: 'devnet' }), deployment('production'));
    expect(setup.chains).toEqual([]);
    expect(setup.problem).toMatch(/RANDOMNESS_OPERATOR_PRIVATE_KEY/);
  });

  it('refuses a bad mode and a bad stuck time', () => {
    expect(() => testConfig({ RANDOMNESS_ORACLE: 'chainlink' })).toThrow(
      /RANDOMNESS_ORACLE must be devnet or external/,
    );
    expect(() => testConfig({ RANDOMNESS_STUCK_AFTER_SECONDS: '0' })).toThrow(
      /RANDOMNESS_STUCK_AFTER_SECONDS/,
    );
  });
});
