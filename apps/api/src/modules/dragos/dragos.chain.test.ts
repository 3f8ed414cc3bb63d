import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { type ContractName, deployChain } from '@kingdoms/contracts/deploy';
import {
  a2zAbi,
  devRandomnessOracleAbi,
  dragoAbi,
  dragoBreedingAbi,
  eggAbi,
} from '@kingdoms/contracts/generated/abis';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import { freePort } from '@kingdoms/contracts/ports';
import { wireDeployment } from '@kingdoms/contracts/wiring';
import {
  detailReplySchema,
  dragoEndpoints,
  genesisHatchReplySchema,
  inventoryReplySchema,
  tokenMetadataSchema,
} from '@kingdoms/shared/api/dragos';
import type { Deployment } from '@kingdoms/shared/deployment';
import { describeDrago, SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS } from '@kingdoms/shared/drago/index';
import type { FastifyInstance } from 'fastify';
import { type Address, type Hex, keccak256, parseEventLogs, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp, devnetDeployment, testConfig } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { genesisEggRoute } from '../relayer/genesisEggRoute';
import { relayerModule } from '../relayer/module';
import type { RelayerRoute } from '../relayer/route';
import { routeSubscription } from '../relayer/subscription';
import { createTargetChain, type TargetChain } from '../relayer/targetChain';
import { createRelayerWorker } from '../relayer/worker';
import { dragosModule } from './module';

const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const relayerKey = devnetAccount(DEVNET_ROLES.voucherSigner).privateKey;
const player = devnetAccount(1);
const other = devnetAccount(2);
const quiet = { info() {}, warn() {}, error() {} };
let nextChainId = 44_100;

interface Chain {
  anvil: RunningAnvil;
  chainId: number;
  contracts: Record<string, Address>;
  startBlock: number;
  client(index: number): LocalClient;
}

async function startChain(names: readonly ContractName[]) {
  const chainId = nextChainId++;
  const anvil = await startAnvil({ port: await freePort(), chainId });
  const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
  const deployed = await deployChain(names, endpoint, deployerKey);
  const clients = new Map<number, LocalClient>();
  return {
    anvil,
    chainId,
    contracts: deployed.contracts as Record<string, Address>,
    startBlock: deployed.startBlock,
    client(index: number) {
      let client = clients.get(index);
      if (!client) {
        client = localClient(endpoint, devnetAccount(index).privateKey);
        clients.set(index, client);
      }
      return client;
    },
  } satisfies Chain;
}

/**
 * The dragos module and the relayer on two real chains (Ethereum with the genesis gate, Arena-Z
 * with Drago, Egg and the devnet oracle), the app's own chain indexer, PGlite and PostgreSQL.
 * The relayer worker is driven by the test (RELAYER_JOBS=false in the app) so crashes and
 * concurrency can be staged.
 */
describe.each(testDatabases())('dragos and the genesis relayer on real chains on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let ethereum: Chain;
  let arenaz: Chain;
  let deployment: Deployment;
  let route: RelayerRoute;
  let target: TargetChain;
  const seeds: Hex[] = [];

  async function send(chain: Chain, index: number, call: Parameters<LocalClient['writeContract']>[0]) {
    const client = chain.client(index);
    return confirm(client, await client.writeContract(call));
  }

  async function sync() {
    for (const chain of [ethereum, arenaz]) {
      await app.chainIndexers!.indexers.get(chain.chainId)!.syncOnce();
    }
  }

  async function post(url: string, payload: object) {
    return app.inject({ method: 'POST', url, payload });
  }
  async function inventory(address: string, network?: number) {
    const reply = await post('/nft/api/drago/inventory', { address, includeRent: false, network });
    expect(reply.statusCode).toBe(200);
    return inventoryReplySchema.parse(reply.json());
  }
  async function genesisHatch(txHash: string) {
    return post('/nft/api/drago/genesis/hatch', { txHash });
  }

  /** Commits one fresh seed on Arena-Z's oracle (the devnet worker's job) and remembers it. */
  async function commitSeed() {
    const seed = keccak256(toHex(`seed-${seeds.length}-${Math.random()}`));
    seeds.push(seed);
    await send(arenaz, 0, {
      address: arenaz.contracts.DevRandomnessOracle!,
      abi: devRandomnessOracleAbi,
      functionName: 'commit',
      args: [[keccak256(seed)]],
    });
  }

  function workerWith(chain: TargetChain, staleAfterMs = 60_000) {
    return createRelayerWorker({
      db: database.db,
      routes: [route],
      signer: privateKeyToAccount(relayerKey),
      targets: new Map([[chain.chainId, chain]]),
      logger: quiet,
      intervalMs: 60_000,
      staleAfterMs,
    });
  }

  async function receivedLogs() {
    const logs = await arenaz.client(0).getLogs({
      address: arenaz.contracts.Egg!,
      fromBlock: 0n,
    });
    return parseEventLogs({ abi: eggAbi, logs, eventName: 'GenesisEggReceived' });
  }

  beforeAll(async () => {
    [ethereum, arenaz] = await Promise.all([
      startChain(['DevRandomnessOracle', 'Egg', 'GenesisEggGate', 'Drago']),
      // Breeding as the devnet places it (after Egg): its tokens, the contract and its roles.
      startChain(['DevRandomnessOracle', 'Drago', 'Egg', 'A2Z', 'DST', 'DragoBreeding']),
    ]);
    const base = devnetDeployment();
    const chainOf = (chain: Chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.anvil.rpcUrl,
      explorerUrl: `${chain.anvil.rpcUrl}/explorer`,
      startBlock: chain.startBlock,
      contracts: chain.contracts,
    });
    deployment = {
      ...base,
      chains: { ...base.chains, ethereum: chainOf(ethereum), arenaz: chainOf(arenaz) },
    };
    // The devnet's wiring: the API's signer delivers genesis eggs.
    await wireDeployment(arenaz.client(0), arenaz.contracts);
    const made = genesisEggRoute(deployment);
    if ('problem' in made) throw new Error(made.problem);
    route = made;
    target = createTargetChain({
      rpcUrl: arenaz.anvil.rpcUrl,
      chainId: arenaz.chainId,
      sender: rawKeyAccount(relayerKey),
      pollingIntervalMs: 50,
      receiptTimeoutMs: 20_000,
    });
    database = await open();
    app = await buildModulesApp([dragosModule, relayerModule], {
      db: database.db,
      deployment,
      config: testConfig({
        INDEXER_ENABLED: 'false',
        INDEXER_CONFIRMATIONS: '0',
        RELAYER_JOBS: 'false',
        RANDOMNESS_STUCK_AFTER_SECONDS: '60',
      }),
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await Promise.all([ethereum?.anvil.stop(), arenaz?.anvil.stop()]);
  });

  it('lists the dragos and eggs of a wallet from the indexed events, transfers included', async () => {
    await send(ethereum, 0, {
      address: ethereum.contracts.Egg!,
      abi: eggAbi,
      functionName: 'mintGenesis',
      args: [player.address, [10_001n, 10_002n, 10_003n]],
    });
    // A seeded legend at breed 7 with its rehatch left, and an epic child of two parents.
    await send(arenaz, 0, {
      address: arenaz.contracts.Drago!,
      abi: dragoAbi,
      functionName: 'mint',
      args: [player.address, 30_001n, SAMPLE_LEGEND_DATAS as never, 0n, 0n, 7, 1],
    });
    await send(arenaz, 0, {
      address: arenaz.contracts.Drago!,
      abi: dragoAbi,
      functionName: 'mint',
      args: [player.address, 30_002n, SAMPLE_EPIC_DATAS as never, 30_001n, 30_003n, 2, 0],
    });
    await send(arenaz, 0, {
      address: arenaz.contracts.Egg!,
      abi: eggAbi,
      functionName: 'layEgg',
      args: [player.address, 0n, 0n],
    });
    await sync();

    const mine = await inventory(player.address);
    expect(
      mine.myDragos.map((drago) => [drago.tokenId, drago.network, drago.breed, drago.rehatching]),
    ).toEqual([
      [30_001, 2, 7, 1],
      [30_002, 2, 2, 0],
    ]);
    expect(mine.myDragos[0]).toMatchObject({
      grade: 3,
      parents: [0, 0],
      owner: player.address.toLowerCase(),
      datas: [...SAMPLE_LEGEND_DATAS],
      rent: null,
      randomness: null,
    });
    expect(mine.myDragos[1]?.parents).toEqual([30_001, 30_003]);
    expect(mine.myEggs.map((egg) => [egg.tokenId, egg.network, egg.status, egg.genesis])).toEqual([
      [10_001, 0, 0, true],
      [10_002, 0, 0, true],
      [10_003, 0, 0, true],
      [20_001, 2, 0, false],
    ]);
    expect((await inventory(player.address, 2)).myEggs.map((egg) => egg.tokenId)).toEqual([20_001]);
    expect(await inventory('')).toEqual({ result: 1, myDragos: [], myEggs: [] });

    await send(arenaz, 1, {
      address: arenaz.contracts.Drago!,
      abi: dragoAbi,
      functionName: 'transferFrom',
      args: [player.address, other.address, 30_002n],
    });
    await sync();
    expect((await inventory(player.address)).myDragos.map((drago) => drago.tokenId)).toEqual([30_001]);
    expect((await inventory(other.address.toUpperCase().replace('0X', '0x'))).myDragos).toMatchObject([
      { tokenId: 30_002, owner: other.address.toLowerCase() },
    ]);
  });

  it('answers the detail with the stats and bonus derived from the genes, and 404 for an unknown id', async () => {
    const reply = await post('/nft/api/market/detail', { tokenId: '30001', address: '' });
    expect(reply.statusCode).toBe(200);
    const detail = detailReplySchema.parse(reply.json());
    if (detail.result !== 1) throw new Error('no detail');
    const expected = describeDrago(SAMPLE_LEGEND_DATAS);
    expect(detail.drago).toMatchObject({ tokenId: 30_001, breed: 7, rehatching: 1 });
    expect(detail.stats).toEqual(expected.stats);
    expect(detail.stats).toHaveLength(7);
    expect(detail.bonus).toEqual(expected.bonus);

    const unknown = await post('/nft/api/market/detail', { tokenId: 99_999, address: '' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ result: 0, err: { code: 'drago_not_found' } });
    expect(dragoEndpoints.detail.errors).toHaveProperty('drago_not_found');
  });

  it('serves the tokenURI metadata and the SVG images, 404 for unknown ids', async () => {
    const metadata = await app.inject({ method: 'GET', url: '/nft/api/drago/metadata/30001' });
    expect(metadata.statusCode).toBe(200);
    const json = tokenMetadataSchema.parse(metadata.json());
    expect(json.name).toBe('Drago #30001');
    expect(json.image).toMatch(/^http:\/\/[^/]+\/nft\/api\/drago\/image\/30001\.svg$/);
    expect(json.external_url).toMatch(/\/drago\/detail\/30001$/);
    expect(json.attributes).toEqual(
      expect.arrayContaining([
        { trait_type: 'Grade', value: 'Legend' },
        { trait_type: 'Breed count', value: 7, display_type: 'number', max_value: 7 },
        { trait_type: 'Rehatches left', value: 1, display_type: 'number' },
      ]),
    );
    // One name, grade, element, colour and ability per part, from the shared catalogue.
    expect(json.attributes.filter((attribute) => attribute.trait_type.startsWith('Horn'))).toHaveLength(5);

    const image = await app.inject({ method: 'GET', url: '/nft/api/drago/image/30001.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(image.body).toContain('Drago #30001');

    const egg = await app.inject({ method: 'GET', url: '/nft/api/egg/metadata/10002' });
    expect(tokenMetadataSchema.parse(egg.json())).toMatchObject({ name: 'Genesis Egg #10002' });
    const eggImage = await app.inject({ method: 'GET', url: '/nft/api/egg/image/20001.svg' });
    expect(eggImage.statusCode).toBe(200);
    expect(eggImage.body).toMatch(/^<svg/);

    for (const url of [
      '/nft/api/drago/metadata/99999',
      '/nft/api/drago/image/99999.svg',
      '/nft/api/egg/metadata/99999',
      '/nft/api/egg/image/99999.svg',
    ]) {
      const unknown = await app.inject({ method: 'GET', url });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.headers['content-type'], url).toMatch(/^application\/json/);
      expect(unknown.json().err.code, url).toBe(url.includes('/egg/') ? 'egg_not_found' : 'drago_not_found');
      expect(unknown.json().err.message, url).toMatch(/no (drago|egg) with this token id/);
    }
    const invalid = await app.inject({ method: 'GET', url: '/nft/api/drago/metadata/abc' });
    expect(invalid.statusCode).toBe(400);
  });

  it('shows a rehatch in flight with its request id', async () => {
    await commitSeed();
    await send(arenaz, 1, {
      address: arenaz.contracts.Drago!,
      abi: dragoAbi,
      functionName: 'rehatching',
      args: [30_001n],
    });
    await sync();
    const [drago] = (await inventory(player.address)).myDragos;
    expect(drago).toMatchObject({
      tokenId: 30_001,
      rehatching: 0,
      randomness: { requestId: '1', stuck: false },
    });
  });

  it('refuses a hash that is not a genesis send, and an unknown hash', async () => {
    const transfer = await send(arenaz, 1, {
      address: arenaz.contracts.Egg!,
      abi: eggAbi,
      functionName: 'transferFrom',
      args: [player.address, other.address, 20_001n],
    });
    // A transaction of Arena-Z is no Ethereum transaction at all; an Ethereum one of another kind is refused.
    const mintGenesis = await send(ethereum, 0, {
      address: ethereum.contracts.Egg!,
      abi: eggAbi,
      functionName: 'mintGenesis',
      args: [other.address, [10_010n]],
    });
    const wrong = await genesisHatch(mintGenesis.transactionHash);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ result: 0, err: { code: 'not_genesis_send' } });
    const unknown = await genesisHatch(transfer.transactionHash);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ result: 0, err: { code: 'genesis_tx_not_found' } });
    const invalid = await genesisHatch('0x1234');
    expect(invalid.statusCode).toBe(400);
  });

  it('carries a genesis egg exactly once: duplicate events, 10 concurrent calls, two workers, then hatches it', async () => {
    await commitSeed();
    const sent = await send(ethereum, 1, {
      address: ethereum.contracts.Egg!,
      abi: eggAbi,
      functionName: 'safeTransferFrom',
      args: [player.address, ethereum.contracts.GenesisEggGate!, 10_001n],
    });
    const hash = sent.transactionHash;
    // Before the indexer saw it: the receipt says it is a genesis send.
    const early = await Promise.all(Array.from({ length: 10 }, () => genesisHatch(hash)));
    for (const reply of early) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ result: 1, status: 1, tokenId: null, eggId: 10_001, randomness: null });
    }
    await sync();
    const onTheWay = await inventory(player.address, 0);
    expect(onTheWay.myEggs.find((egg) => egg.tokenId === 10_001)).toMatchObject({
      status: 1,
      network: 0,
      genesis: true,
      genesisTxHash: hash,
    });

    // The same event applied again (a replayed batch, another instance) is still one message.
    const logs = await ethereum
      .client(0)
      .getLogs({ address: ethereum.contracts.GenesisEggGate!, fromBlock: 0n });
    const subscription = routeSubscription(route);
    const log = logs.find((entry) => entry.transactionHash === hash)!;
    await database.db.transaction().execute(async (trx) => {
      await subscription.apply(trx, {
        chainId: ethereum.chainId,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        blockTime: 0,
        txHash: hash,
        logIndex: log.logIndex + 100,
        address: log.address,
        eventName: 'GenesisEggSent',
        args: { nonce: '1', eggId: '10001', owner: player.address.toLowerCase() },
      });
    });
    const rows = await database.db.selectFrom('relayer_message').selectAll().execute();
    expect(rows.map((row) => [row.route, row.nonce, row.status])).toEqual([['genesis-egg', '1', 'pending']]);

    // Ten concurrent status calls while two workers race: one delivery.
    const [calls, reportA, reportB] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => genesisHatch(hash))),
      workerWith(target).runOnce(),
      workerWith(target).runOnce(),
    ]);
    for (const reply of calls) expect(reply.statusCode).toBe(200);
    expect(reportA.delivered + reportB.delivered).toBe(1);
    expect(await receivedLogs()).toHaveLength(1);
    const [delivered] = await database.db.selectFrom('relayer_message').selectAll().execute();
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(delivered?.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    // Nothing left to do, however often it runs.
    expect((await workerWith(target).runOnce()).delivered).toBe(0);

    await sync();
    const hatching = genesisHatchReplySchema.parse((await genesisHatch(hash)).json());
    expect(hatching).toMatchObject({ result: 1, status: 2, tokenId: null, eggId: 10_001 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => genesisHatch(hash)));
    for (const reply of answers) expect(reply.json()).toEqual(hatching);
    const arenazEgg = (await inventory(player.address, 2)).myEggs.find((egg) => egg.tokenId === 10_001);
    expect(arenazEgg).toMatchObject({ status: 1, network: 2, genesis: true, genesisTxHash: hash });
    expect((await inventory(player.address, 0)).myEggs.map((egg) => egg.tokenId)).not.toContain(10_001);

    // The oracle fulfils the hatch: the egg becomes drago 10001.
    if (hatching.result !== 1 || !hatching.randomness) throw new Error('no randomness');
    const requestId = BigInt(hatching.randomness.requestId);
    await send(arenaz, 0, {
      address: arenaz.contracts.DevRandomnessOracle!,
      abi: devRandomnessOracleAbi,
      functionName: 'fulfill',
      args: [requestId, seeds[Number(requestId) - 1]!],
    });
    await sync();
    const hatched = await Promise.all(Array.from({ length: 10 }, () => genesisHatch(hash)));
    for (const reply of hatched) {
      expect(reply.json()).toEqual({
        result: 1,
        status: 3,
        tokenId: 10_001,
        eggId: 10_001,
        randomness: null,
      });
    }
    const after = await inventory(player.address);
    expect(after.myDragos.map((drago) => drago.tokenId)).toContain(10_001);
    expect(after.myEggs.map((egg) => egg.tokenId)).not.toContain(10_001);
    expect(after.myDragos.find((drago) => drago.tokenId === 10_001)).toMatchObject({
      rehatching: 1,
      breed: 0,
    });
  });

  it('takes over a delivery that was sent before a crash but never recorded, without sending again', async () => {
    const sent = await send(ethereum, 1, {
      address: ethereum.contracts.Egg!,
      abi: eggAbi,
      functionName: 'safeTransferFrom',
      args: [player.address, ethereum.contracts.GenesisEggGate!, 10_002n],
    });
    await commitSeed();
    await sync();
    // A worker broadcasts the delivery and "crashes" before its receipt is recorded.
    const crashing: TargetChain = {
      ...target,
      async confirm() {
        throw new Error('crashed');
      },
    };
    const crashed = await workerWith(crashing).runOnce();
    expect(crashed.failed).toBe(1);
    // …and as if the record of its hash was lost too: only 'sent', long ago.
    await database.db
      .updateTable('relayer_message')
      .set({ status: 'sent', tx_hash: null, sent_at: new Date(Date.now() - 3_600_000) })
      .where('nonce', '=', '2')
      .execute();
    const senderNonce = await arenaz.client(0).getTransactionCount({ address: target.sender });
    const restarted = await workerWith(target, 1_000).runOnce();
    expect(restarted).toMatchObject({ delivered: 0, alreadyDelivered: 1 });
    expect(await arenaz.client(0).getTransactionCount({ address: target.sender })).toBe(senderNonce);
    expect(await receivedLogs()).toHaveLength(2);
    const row = await database.db
      .selectFrom('relayer_message')
      .selectAll()
      .where('nonce', '=', '2')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('delivered');
    await sync();
    const status = genesisHatchReplySchema.parse((await genesisHatch(sent.transactionHash)).json());
    expect(status).toMatchObject({ result: 1, status: 2, eggId: 10_002 });
  });

  it('marks the hatch of a delivered egg stuck once RANDOMNESS_STUCK_AFTER_SECONDS passed', async () => {
    const egg = (await inventory(player.address, 2)).myEggs.find((entry) => entry.tokenId === 10_002);
    expect(egg?.randomness?.stuck).toBe(false);
    // Stuck is judged against the API's clock; the request time is the block's.
    const realNow = Date.now;
    Date.now = () => realNow() + 120_000;
    try {
      const later = (await inventory(player.address, 2)).myEggs.find((entry) => entry.tokenId === 10_002);
      expect(later?.randomness).toMatchObject({ stuck: true });
      expect(later?.randomness?.requestId).toMatch(/^\d+$/);
    } finally {
      Date.now = realNow;
    }
  });

  it('shows a breeding at once: both parents’ breed counts go up and the egg joins the inventory with its parents', async () => {
    const { A2Z, DST, DragoBreeding } = arenaz.contracts;
    for (const [tokenId, breedCount] of [
      [30_101n, 0],
      [30_102n, 3],
    ] as const) {
      await send(arenaz, 0, {
        address: arenaz.contracts.Drago!,
        abi: dragoAbi,
        functionName: 'mint',
        args: [player.address, tokenId, SAMPLE_EPIC_DATAS as never, 0n, 0n, breedCount, 1],
      });
    }
    for (const token of [A2Z!, DST!]) {
      await send(arenaz, 0, {
        address: token,
        abi: a2zAbi,
        functionName: 'mint',
        args: [player.address, 10n ** 24n],
      });
      await send(arenaz, 1, {
        address: token,
        abi: a2zAbi,
        functionName: 'approve',
        args: [DragoBreeding!, 10n ** 24n],
      });
    }
    await sync();
    const before = await inventory(player.address, 2);
    const bred = await send(arenaz, 1, {
      address: DragoBreeding!,
      abi: dragoBreedingAbi,
      functionName: 'breed',
      args: [30_101n, 30_102n],
    });
    const [laid] = parseEventLogs({ abi: eggAbi, logs: bred.logs, eventName: 'EggLaid' });
    const eggId = Number(laid!.args.eggId);
    expect(before.myEggs.map((egg) => egg.tokenId)).not.toContain(eggId);
    await sync();

    const after = await inventory(player.address, 2);
    const breedOf = (id: number) => after.myDragos.find((drago) => drago.tokenId === id)?.breed;
    expect([breedOf(30_101), breedOf(30_102)]).toEqual([1, 4]);
    expect(after.myEggs.find((egg) => egg.tokenId === eggId)).toMatchObject({
      tokenId: eggId,
      network: 2,
      status: 0,
      genesis: false,
      parents: [30_101, 30_102],
    });
  });
});

/**
 * The modules as the devnet runs them: the registry starts the indexer and the relayer worker
 * (the devnet's signer, account 9), and an indexed GenesisEggSent wakes the worker.
 */
describe('the relayer module delivers on its own on a devnet deployment', () => {
  const [pglite] = testDatabases();
  let database: AppDatabase;
  let app: FastifyInstance;
  let ethereum: Chain;
  let arenaz: Chain;

  beforeAll(async () => {
    [ethereum, arenaz] = await Promise.all([
      startChain(['DevRandomnessOracle', 'Egg', 'GenesisEggGate', 'Drago']),
      startChain(['DevRandomnessOracle', 'Drago', 'Egg']),
    ]);
    // The devnet's wiring: the API's signer delivers genesis eggs, the relayer's sender has gas.
    await wireDeployment(arenaz.client(0), arenaz.contracts);
    const base = devnetDeployment();
    const chainOf = (chain: Chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.anvil.rpcUrl,
      explorerUrl: `${chain.anvil.rpcUrl}/explorer`,
      startBlock: chain.startBlock,
      contracts: chain.contracts,
    });
    const deployment: Deployment = {
      ...base,
      chains: { ...base.chains, ethereum: chainOf(ethereum), arenaz: chainOf(arenaz) },
    };
    for (const [chain, call] of [
      [
        arenaz,
        {
          address: arenaz.contracts.DevRandomnessOracle!,
          abi: devRandomnessOracleAbi,
          functionName: 'commit',
          args: [[keccak256(toHex('one seed'))]],
        },
      ],
      [
        ethereum,
        {
          address: ethereum.contracts.Egg!,
          abi: eggAbi,
          functionName: 'mintGenesis',
          args: [player.address, [10_005n]],
        },
      ],
    ] as const) {
      const client = chain.client(0);
      await confirm(client, await client.writeContract(call as Parameters<LocalClient['writeContract']>[0]));
    }
    database = await pglite!.open();
    app = await buildModulesApp([dragosModule, relayerModule], {
      db: database.db,
      deployment,
      config: testConfig({
        INDEXER_POLL_MS: '100',
        INDEXER_CONFIRMATIONS: '0',
        RELAYER_INTERVAL_MS: '60000',
      }),
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await Promise.all([ethereum?.anvil.stop(), arenaz?.anvil.stop()]);
  });

  it('a genesis send is delivered once and answers status 2 without any call nudging it', async () => {
    const client = ethereum.client(1);
    const sent = await confirm(
      client,
      await client.writeContract({
        address: ethereum.contracts.Egg!,
        abi: eggAbi,
        functionName: 'safeTransferFrom',
        args: [player.address, ethereum.contracts.GenesisEggGate!, 10_005n],
      }),
    );
    let status = 0;
    for (let tries = 0; tries < 200 && status !== 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const reply = await app.inject({
        method: 'POST',
        url: '/nft/api/drago/genesis/hatch',
        payload: { txHash: sent.transactionHash },
      });
      status = reply.json().status;
    }
    expect(status).toBe(2);
    const row = await database.db.selectFrom('relayer_message').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ route: 'genesis-egg', nonce: '1', status: 'delivered', attempts: 1 });
    const logs = await arenaz.client(0).getLogs({ address: arenaz.contracts.Egg!, fromBlock: 0n });
    expect(parseEventLogs({ abi: eggAbi, logs, eventName: 'GenesisEggReceived' })).toHaveLength(1);
  });
});
