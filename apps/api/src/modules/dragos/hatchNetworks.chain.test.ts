import { DEVNET_ORACLE_OPERATOR, DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { asDragoDatas, uniformDatas } from '@kingdoms/contracts/dragoGenes';
import { dragoAbi, eggAbi } from '@kingdoms/contracts/generated/abis';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import { freePort } from '@kingdoms/contracts/ports';
import { wireDeployment } from '@kingdoms/contracts/wiring';
import {
  FIRST_EGG_ID_BY_NETWORK,
  hatchStartReplySchema,
  inventoryReplySchema,
} from '@kingdoms/shared/api/dragos';
import type { Deployment } from '@kingdoms/shared/deployment';
import { chainIdOf, NETWORK_KEYS } from '@kingdoms/shared/networks';
import type { FastifyInstance } from 'fastify';
import { type Address, createTestClient, encodeFunctionData, type Hex, http, parseEventLogs } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { sessionCookie, sessionTestConfig } from '../../../test/session';
import type { AppDatabase } from '../../db/connect';
import { randomnessOracleModule } from '../randomness-oracle/module';
import { createOracleChain } from '../randomness-oracle/oracleChain';
import { createOracleWorker, type OracleWorker } from '../randomness-oracle/worker';
import { dragosModule } from './module';

const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const player = devnetAccount(1);
const stranger = devnetAccount(2);
const quiet = { info() {}, warn() {}, error() {} };

/** The two networks whose eggs hatched only on Arena-Z before (issue 24 item 1). */
const NETWORKS = ['polygon', 'ethereum'] as const;
type HatchNetwork = (typeof NETWORKS)[number];

interface Chain {
  network: HatchNetwork;
  anvil: RunningAnvil;
  chainId: number;
  egg: Address;
  drago: Address;
  oracle: Address;
  startBlock: number;
  client(index: number): LocalClient;
  worker: OracleWorker;
}

/**
 * Spec 2 §4/§7: an egg on Polygon or Ethereum hatches on its own network through that network's
 * Egg, Drago and randomness oracle. Real chains with the devnet's chain ids (so each Egg lays from
 * its network's first id), the dragos and randomness-oracle modules with the app's indexer, the
 * oracle worker as the API runs it, and {nft}/drago/hatch/start — on PGlite and PostgreSQL.
 */
describe.each(testDatabases())('hatching on Polygon and Ethereum on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const chains = new Map<HatchNetwork, Chain>();
  const cookies = new Map<number, Record<string, string>>();

  async function startChain(network: HatchNetwork): Promise<Chain> {
    const chainId = chainIdOf(network, 'devnet');
    const anvil = await startAnvil({ port: await freePort(), chainId });
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
    const deployed = await deployChain(['DevRandomnessOracle', 'Drago', 'Egg'], endpoint, deployerKey);
    const admin = localClient(endpoint, deployerKey);
    // The devnet's wiring: the operator account gets ETH and the oracle's OPERATOR_ROLE.
    await wireDeployment(admin, deployed.contracts);
    const clients = new Map<number, LocalClient>();
    return {
      network,
      anvil,
      chainId,
      egg: deployed.contracts.Egg,
      drago: deployed.contracts.Drago,
      oracle: deployed.contracts.DevRandomnessOracle,
      startBlock: deployed.startBlock,
      client(index) {
        let client = clients.get(index);
        if (!client) {
          client = localClient(endpoint, devnetAccount(index).privateKey);
          clients.set(index, client);
        }
        return client;
      },
      // Placeholder until the database is open (set below).
      worker: undefined as unknown as OracleWorker,
    };
  }

  const chain = (network: HatchNetwork) => chains.get(network)!;
  const networkIndex = (network: HatchNetwork) => NETWORK_KEYS.indexOf(network) as 0 | 1;

  async function sync() {
    for (const { chainId } of chains.values()) await app.chainIndexers!.indexers.get(chainId)!.syncOnce();
  }

  async function inventory(address: string, network: HatchNetwork) {
    const reply = await app.inject({
      method: 'POST',
      url: '/nft/api/drago/inventory',
      payload: { address, includeRent: false, network: networkIndex(network) },
    });
    expect(reply.statusCode).toBe(200);
    return inventoryReplySchema.parse(reply.json());
  }

  async function hatchStart(index: number, payload: { address: string; tokenId: number; txHash: string }) {
    return app.inject({
      method: 'POST',
      url: '/nft/api/drago/hatch/start',
      payload,
      cookies: cookies.get(index),
    });
  }

  async function layEgg(network: HatchNetwork, to: Address): Promise<bigint> {
    const admin = chain(network).client(DEVNET_ROLES.deployer);
    const receipt = await confirm(
      admin,
      await admin.writeContract({
        address: chain(network).egg,
        abi: eggAbi,
        functionName: 'layEgg',
        args: [to, 0n, 0n],
      }),
    );
    return parseEventLogs({ abi: eggAbi, eventName: 'EggLaid', logs: receipt.logs })[0]!.args.eggId;
  }

  beforeAll(async () => {
    const started = await Promise.all(NETWORKS.map(startChain));
    database = await open();
    for (const started_ of started) {
      started_.worker = createOracleWorker({
        db: database.db,
        logger: quiet,
        intervalMs: 60_000,
        commitmentsAhead: 2,
        chain: createOracleChain({
          rpcUrl: started_.anvil.rpcUrl,
          chainId: started_.chainId,
          oracle: started_.oracle,
          operator: rawKeyAccount(DEVNET_ORACLE_OPERATOR.privateKey),
          pollingIntervalMs: 20,
          receiptTimeoutMs: 20_000,
        }),
      });
      chains.set(started_.network, started_);
    }
    const base = devnetDeployment();
    const chainOf = (c: Chain) => ({
      chainId: c.chainId,
      rpcUrl: c.anvil.rpcUrl,
      explorerUrl: `${c.anvil.rpcUrl}/explorer`,
      startBlock: c.startBlock,
      contracts: { DevRandomnessOracle: c.oracle, Drago: c.drago, Egg: c.egg },
    });
    const deployment: Deployment = {
      ...base,
      chains: {
        ...base.chains,
        polygon: chainOf(chain('polygon')),
        ethereum: chainOf(chain('ethereum')),
        // Arena-Z plays no part here: no contracts, so nothing is indexed there.
        arenaz: { ...base.chains.arenaz, contracts: {} },
      },
    };
    app = await buildModulesApp([dragosModule, randomnessOracleModule], {
      db: database.db,
      deployment,
      config: sessionTestConfig({
        INDEXER_ENABLED: 'false',
        INDEXER_CONFIRMATIONS: '0',
        // The test drives the worker (the module's own runs only with a running server).
        RANDOMNESS_ORACLE: 'external',
      }),
    });
    for (const account of [player, stranger]) {
      cookies.set(account.index, await sessionCookie(database.db, privateKeyToAccount(account.privateKey)));
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await Promise.all([...chains.values()].map((c) => c.anvil.stop()));
  });

  it.each(NETWORKS)(
    'hatches an egg on %s through its own Egg and oracle, and records the hatch start once',
    async (network) => {
      const c = chain(network);
      const eggId = await layEgg(network, player.address);
      expect(eggId).toBe(BigInt(FIRST_EGG_ID_BY_NETWORK[network]));
      await sync();
      expect((await inventory(player.address, network)).myEggs).toMatchObject([
        { tokenId: Number(eggId), status: 0, network: networkIndex(network), genesis: false },
      ]);

      // The worker keeps commitments queued on this chain's oracle before anyone asks.
      expect((await c.worker.runOnce()).committed).toBe(2);
      const holder = c.client(player.index);
      const hash = await holder.writeContract({
        address: c.egg,
        abi: eggAbi,
        functionName: 'hatching',
        args: [eggId],
      });
      await confirm(holder, hash);
      await sync();
      const hatching = (await inventory(player.address, network)).myEggs[0]!;
      expect(hatching).toMatchObject({ tokenId: Number(eggId), status: 1 });
      expect(hatching.randomness?.requestId).toMatch(/^\d+$/);

      // The game is told of the start: once per hash, the same answer again, only for that wallet.
      const body = { address: player.address.toLowerCase(), tokenId: Number(eggId), txHash: hash };
      const first = await hatchStart(player.index, body);
      expect(first.statusCode).toBe(200);
      const recorded = hatchStartReplySchema.parse(first.json());
      expect(recorded).toMatchObject({
        result: 1,
        hatchStart: {
          tokenId: Number(eggId),
          txHash: hash,
          network: networkIndex(network),
          kind: 'hatch',
          state: 'mined',
        },
      });
      const again = await hatchStart(player.index, {
        ...body,
        txHash: hash.toUpperCase().replace('0X', '0x'),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(recorded);
      const rows = await database.db
        .selectFrom('drago_hatch_start')
        .selectAll()
        .where('tx_hash', '=', hash)
        .execute();
      expect(rows).toHaveLength(1);
      // Another wallet naming the same hash: its own address (the guard) and a conflict.
      const other = await hatchStart(stranger.index, { ...body, address: stranger.address.toLowerCase() });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ result: 0, err: { code: 'hatch_start_conflict' } });
      // Naming another wallet's address is the access guard's refusal.
      expect((await hatchStart(stranger.index, body)).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'POST', url: '/nft/api/drago/hatch/start', payload: body })).statusCode,
      ).toBe(401);

      // The oracle answers on this chain: the egg is burned into the drago with the same id there.
      expect((await c.worker.runOnce()).fulfilled).toBe(1);
      await sync();
      const hatched = await inventory(player.address, network);
      expect(hatched.myEggs).toEqual([]);
      expect(hatched.myDragos).toMatchObject([
        { tokenId: Number(eggId), network: networkIndex(network), rehatching: 1, breed: 0, randomness: null },
      ]);
    },
  );

  it('refuses a start the wallet cannot have made: pending from a non-owner, failed, not a hatch, unknown hash', async () => {
    const c = chain('polygon');
    const eggId = await layEgg('polygon', player.address);
    await sync();
    await c.worker.runOnce();
    const testClient = createTestClient({ mode: 'anvil', transport: http(c.anvil.rpcUrl) });
    await testClient.setAutomine(false);
    let pending: Hex;
    try {
      // The stranger's hatch of the player's egg, not mined yet: the API checks the indexed owner.
      pending = await c.client(stranger.index).sendTransaction({
        to: c.egg,
        data: encodeFunctionData({ abi: eggAbi, functionName: 'hatching', args: [eggId] }),
        gas: 300_000n,
      });
      const refused = await hatchStart(stranger.index, {
        address: stranger.address.toLowerCase(),
        tokenId: Number(eggId),
        txHash: pending,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ result: 0, err: { code: 'not_token_owner' } });
    } finally {
      await testClient.mine({ blocks: 1 });
      await testClient.setAutomine(true);
    }
    // Mined, the contract refused it (NotEggOwner): a failed transaction is no hatch start.
    const failed = await hatchStart(stranger.index, {
      address: stranger.address.toLowerCase(),
      tokenId: Number(eggId),
      txHash: pending,
    });
    expect(failed.json()).toMatchObject({ result: 0, err: { code: 'not_hatch_tx' } });

    // The player's own transaction that is no hatch (a transfer of the egg), and a wrong token id.
    const holder = c.client(player.index);
    const transfer = await holder.writeContract({
      address: c.egg,
      abi: eggAbi,
      functionName: 'approve',
      args: [stranger.address, eggId],
    });
    await confirm(holder, transfer);
    const notHatch = await hatchStart(player.index, {
      address: player.address.toLowerCase(),
      tokenId: Number(eggId),
      txHash: transfer,
    });
    expect(notHatch.statusCode).toBe(400);
    expect(notHatch.json()).toMatchObject({ result: 0, err: { code: 'not_hatch_tx' } });

    const unknown = await hatchStart(player.index, {
      address: player.address.toLowerCase(),
      tokenId: Number(eggId),
      txHash: `0x${'77'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ result: 0, err: { code: 'hatch_tx_not_found' } });
    expect(
      await database.db
        .selectFrom('drago_hatch_start')
        .select('tx_hash')
        .where('tx_hash', 'in', [pending, transfer])
        .execute(),
    ).toEqual([]);
  });

  it('records a rehatch start only for the drago’s owner: the API checks a pending one, the contract a mined one', async () => {
    const c = chain('ethereum');
    await c.worker.runOnce();
    const admin = c.client(DEVNET_ROLES.deployer);
    const tokenId = 31_900n;
    await confirm(
      admin,
      await admin.writeContract({
        address: c.drago,
        abi: dragoAbi,
        functionName: 'mint',
        args: [player.address, tokenId, asDragoDatas(uniformDatas(2, 9)), 0n, 0n, 0, 1],
      }),
    );
    await sync();
    const testClient = createTestClient({ mode: 'anvil', transport: http(c.anvil.rpcUrl) });
    await testClient.setAutomine(false);
    let strangers: Hex;
    try {
      strangers = await c.client(stranger.index).sendTransaction({
        to: c.drago,
        data: encodeFunctionData({ abi: dragoAbi, functionName: 'rehatching', args: [tokenId] }),
        gas: 300_000n,
      });
      const refused = await hatchStart(stranger.index, {
        address: stranger.address.toLowerCase(),
        tokenId: Number(tokenId),
        txHash: strangers,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ result: 0, err: { code: 'not_token_owner' } });
    } finally {
      await testClient.mine({ blocks: 1 });
      await testClient.setAutomine(true);
    }
    // Mined: the contract refused it (NotDragoOwner), so it is no rehatch start either.
    expect((await c.client(0).getTransactionReceipt({ hash: strangers })).status).toBe('reverted');
    expect(
      (
        await hatchStart(stranger.index, {
          address: stranger.address.toLowerCase(),
          tokenId: Number(tokenId),
          txHash: strangers,
        })
      ).json(),
    ).toMatchObject({ result: 0, err: { code: 'not_hatch_tx' } });

    const holder = c.client(player.index);
    const own = await holder.writeContract({
      address: c.drago,
      abi: dragoAbi,
      functionName: 'rehatching',
      args: [tokenId],
    });
    await confirm(holder, own);
    const recorded = await hatchStart(player.index, {
      address: player.address.toLowerCase(),
      tokenId: Number(tokenId),
      txHash: own,
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      result: 1,
      hatchStart: {
        tokenId: Number(tokenId),
        network: networkIndex('ethereum'),
        kind: 'rehatch',
        state: 'mined',
      },
    });
  });
});
