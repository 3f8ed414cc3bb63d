import { devnetAccount } from '@kingdoms/contracts/accounts';
import { bridgeGatewayAbi, resourceAbi } from '@kingdoms/contracts/generated/abis';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import {
  type BridgeChains,
  gatewayEvents,
  RELAYER_KEY,
  revertOf,
  send,
  startBridgeChains,
} from '@kingdoms/contracts/testing/bridgeChains';
import {
  bridgeHistoryReplySchema,
  bridgeTransferReplySchema,
  lokaWithdrawReplySchema,
  resourceListReplySchema,
  resourceReceiveReplySchema,
  resourceSendReplySchema,
} from '@kingdoms/shared/api/bridge';
import { inventoryReplySchema } from '@kingdoms/shared/api/dragos';
import type { Deployment } from '@kingdoms/shared/deployment';
import { SAMPLE_LEGEND_DATAS } from '@kingdoms/shared/drago/index';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import type { FastifyInstance } from 'fastify';
import { type Address, createTestClient, erc20Abi, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { startFaultProxy } from '../../../test/faultProxy';
import { sessionCookie, sessionTestConfig } from '../../../test/session';
import { waitFor } from '../../../test/waitFor';
import type { AppDatabase } from '../../db/connect';
import { dragosModule } from '../dragos/module';
import { type RelayerRoute, routeSubscription } from '../relayer';
import { relayerModule } from '../relayer/module';
import { createTargetChain, type TargetChain } from '../relayer/targetChain';
import { createRelayerWorker } from '../relayer/worker';
import { bridgeModule } from './module';
import { bridgeRelayerRoutes } from './routes';

const player = privateKeyToAccount(devnetAccount(3).privateKey);
const stranger = privateKeyToAccount(devnetAccount(4).privateKey);
const PLAYER = 3;
const quiet = { info() {}, warn() {}, error() {} };
const DELAY_SECONDS = 3;
const WEI = 10n ** 18n;
const DRAGO_ID = 31_777n;

/**
 * The bridge on three real chains (the devnet's placement and chain ids, bridge-chain's
 * `startBridgeChains`), the app's chain indexer, the relayer's bridge routes and this module:
 * PGlite and PostgreSQL. The relayer worker is driven by the test (RELAYER_JOBS=false).
 */
describe.each(testDatabases())('the bridge on three real chains on $name', ({ open }) => {
  let chains: BridgeChains;
  let deployment: Deployment;
  let database: AppDatabase;
  let app: FastifyInstance;
  let routes: Map<string, RelayerRoute>;
  let targets: Map<number, TargetChain>;
  let cookies: { player: Record<string, string>; stranger: Record<string, string> };

  async function sync() {
    for (const key of NETWORK_KEYS) {
      await app.chainIndexers!.indexers.get(chains[key].endpoint.chainId)!.syncOnce();
    }
  }

  function worker(through: Map<number, TargetChain> = targets) {
    return createRelayerWorker({
      db: database.db,
      routes: [...routes.values()],
      signer: privateKeyToAccount(RELAYER_KEY),
      targets: through,
      logger: quiet,
      intervalMs: 60_000,
      staleAfterMs: 60_000,
    });
  }

  async function post(url: string, payload: object, as?: Record<string, string>) {
    return app.inject({ method: 'POST', url: `/nft/api${url}`, payload, ...(as ? { cookies: as } : {}) });
  }

  async function transferOf(txHash: Hex) {
    const reply = bridgeTransferReplySchema.parse((await post('/bridge/transfer', { txHash })).json());
    return reply.transfers;
  }

  beforeAll(async () => {
    chains = await startBridgeChains();
    const chainOf = (key: (typeof NETWORK_KEYS)[number]) => ({
      chainId: chains[key].endpoint.chainId,
      rpcUrl: chains[key].endpoint.rpcUrl,
      explorerUrl: `${chains[key].endpoint.rpcUrl}/explorer`,
      startBlock: 0,
      contracts: chains[key].contracts as Record<string, Address>,
    });
    deployment = {
      env: 'devnet',
      chains: { ethereum: chainOf('ethereum'), polygon: chainOf('polygon'), arenaz: chainOf('arenaz') },
    };
    database = await open();
    const config = sessionTestConfig({
      INDEXER_ENABLED: 'false',
      INDEXER_CONFIRMATIONS: '0',
      RELAYER_JOBS: 'false',
      BRIDGE_CHECKPOINT_DELAY_SECONDS: String(DELAY_SECONDS),
      BRIDGE_INDEX_WAIT_MS: '200',
    });
    app = await buildModulesApp([dragosModule, relayerModule, bridgeModule], {
      db: database.db,
      deployment,
      config,
    });
    const made = bridgeRelayerRoutes(deployment, {
      checkpointDelaySeconds: config.bridge.checkpointDelaySeconds,
      devnet: true,
    });
    expect(made.problems).toEqual([]);
    routes = new Map([...made.routes].map(([name, route]) => [name, route]));
    targets = new Map(
      (['polygon', 'arenaz'] as const).map((key) => [
        chains[key].endpoint.chainId,
        createTargetChain({
          rpcUrl: chains[key].endpoint.rpcUrl,
          chainId: chains[key].endpoint.chainId,
          sender: rawKeyAccount(RELAYER_KEY),
          pollingIntervalMs: 50,
          receiptTimeoutMs: 20_000,
        }),
      ]),
    );
    cookies = {
      player: await sessionCookie(database.db, player),
      stranger: await sessionCookie(database.db, stranger),
    };
    // The player's assets: a drago on Ethereum, wLOKA and DST on Polygon, resources on Arena-Z;
    // LOKA backing the wLOKA in Ethereum's gateway.
    const { ethereum, polygon, arenaz } = chains;
    await send(ethereum.admin, ethereum.contracts.Drago, 'mint', [
      player.address,
      DRAGO_ID,
      SAMPLE_LEGEND_DATAS,
      0n,
      0n,
      2,
      1,
    ]);
    await send(ethereum.admin, ethereum.contracts.LOKA, 'mint', [ethereum.gateway, 1_000n * WEI]);
    await send(ethereum.admin, ethereum.contracts.LOKA, 'mint', [player.address, 50n * WEI]);
    await send(polygon.admin, polygon.contracts.WLOKA, 'mint', [player.address, 10n * WEI]);
    await send(polygon.admin, polygon.contracts.DST, 'mint', [player.address, 40n * WEI]);
    await send(arenaz.admin, arenaz.contracts.Resource, 'mint', [
      player.address,
      [1_001n, 2_002n, 3_003n],
      [1n, 1n, 2n],
    ]);
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chains?.stop();
  });

  it('carries a drago from Ethereum to Arena-Z once: duplicate events, two racing workers, then delivered', async () => {
    const { ethereum, arenaz } = chains;
    await sync();
    const before = inventoryReplySchema.parse(
      (await post('/drago/inventory', { address: player.address, includeRent: false, network: 0 })).json(),
    );
    expect(before.myDragos.map((drago) => [drago.tokenId, drago.network])).toEqual([[Number(DRAGO_ID), 0]]);

    const owner = ethereum.as(PLAYER);
    await send(owner, ethereum.contracts.Drago, 'setApprovalForAll', [ethereum.gateway, true]);
    const sent = await send(owner, ethereum.gateway, 'sendDragos', [
      [DRAGO_ID],
      player.address,
      BigInt(arenaz.endpoint.chainId),
    ]);
    const hash = sent.transactionHash;
    expect(await transferOf(hash)).toEqual([]);
    await sync();
    expect(await transferOf(hash)).toMatchObject([
      { route: 'drago-ethereum', from: 0, to: 2, tokenIds: [Number(DRAGO_ID)], step: 'confirmed' },
    ]);

    // The same event applied again (a replayed batch): still one message.
    const [event] = gatewayEvents(sent);
    const route = routes.get('drago-ethereum')!;
    const logs = await ethereum.admin.getLogs({ address: ethereum.gateway, fromBlock: sent.blockNumber });
    const raw = logs.find((entry) => entry.transactionHash === hash)!;
    const stored = await database.db
      .selectFrom('chain_indexer_log')
      .select('args')
      .where('tx_hash', '=', hash)
      .where('subscription', '=', 'relayer-drago-ethereum')
      .executeTakeFirstOrThrow();
    await database.db.transaction().execute((trx) =>
      routeSubscription(route).apply(trx, {
        chainId: ethereum.endpoint.chainId,
        blockNumber: raw.blockNumber,
        blockHash: raw.blockHash,
        blockTime: 0,
        txHash: hash,
        logIndex: raw.logIndex + 50,
        address: ethereum.gateway.toLowerCase() as Address,
        eventName: 'DragoSent',
        args: stored.args as Record<string, string>,
      }),
    );
    expect(event?.eventName).toBe('DragoSent');
    const rows = await database.db
      .selectFrom('relayer_message')
      .selectAll()
      .where('route', '=', 'drago-ethereum')
      .execute();
    expect(rows).toHaveLength(1);

    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(a.delivered + b.delivered).toBe(1);
    const received = await arenaz.admin.getContractEvents({
      address: arenaz.gateway,
      abi: bridgeGatewayAbi,
      eventName: 'DragoReceived',
      fromBlock: 0n,
    });
    expect(received).toHaveLength(1);
    expect(await worker().runOnce()).toMatchObject({ delivered: 0, failed: 0 });
    await sync();
    const [delivered] = await transferOf(hash);
    expect(delivered).toMatchObject({ step: 'delivered', deliveryTxHash: received[0]!.transactionHash });
    const after = inventoryReplySchema.parse(
      (await post('/drago/inventory', { address: player.address, includeRent: false, network: 2 })).json(),
    );
    expect(after.myDragos).toMatchObject([
      { tokenId: Number(DRAGO_ID), network: 2, breed: 2, rehatching: 1 },
    ]);
    const history = await post('/bridge/transfers', {
      address: player.address,
      routes: ['drago-ethereum'],
      page: 1,
    });
    expect(history.json()).toMatchObject({ num: 1, transfers: [{ txHash: hash, step: 'delivered' }] });
  });

  it('moves DST Polygon → Arena-Z and LOKA Ethereum → Polygon through the relayer', async () => {
    const { ethereum, polygon, arenaz } = chains;
    const dst = await send(polygon.as(PLAYER), polygon.gateway, 'sendDst', [
      14n * WEI,
      player.address,
      BigInt(arenaz.endpoint.chainId),
    ]);
    await send(ethereum.as(PLAYER), ethereum.contracts.LOKA, 'approve', [ethereum.gateway, 5n * WEI]);
    const deposit = await send(ethereum.as(PLAYER), ethereum.gateway, 'deposit', [
      5n * WEI,
      player.address,
      BigInt(polygon.endpoint.chainId),
    ]);
    await sync();
    const report = await worker().runOnce();
    expect(report.delivered).toBe(2);
    await sync();
    expect(await transferOf(dst.transactionHash)).toMatchObject([
      { route: 'dst-polygon', step: 'delivered', amount: String(14n * WEI) },
    ]);
    expect(await transferOf(deposit.transactionHash)).toMatchObject([
      { route: 'loka-deposit', step: 'delivered' },
    ]);
    const balance = (client: typeof arenaz.admin, token: Address) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player.address],
      });
    expect(await balance(arenaz.admin, arenaz.contracts.DST)).toBe(14n * WEI);
    expect(await balance(polygon.admin, polygon.contracts.WLOKA)).toBe(15n * WEI);
    const deposits = bridgeHistoryReplySchema.parse(
      (await post('/bridge/history', { publicKey: player.address, page: 1, network: 0 })).json(),
    );
    expect(deposits).toMatchObject({
      loka: String(5n * WEI),
      num: 1,
      history: [{ status: 99, txHash: deposit.transactionHash }],
    });
  });

  it('delivers every DST send exactly once through an Arena-Z RPC failing half the time, lost answers included (issue 29)', async () => {
    const { polygon, arenaz } = chains;
    const amounts = [1n, 2n, 3n, 4n, 5n].map((n) => n * WEI);
    const sends = [];
    for (const amount of amounts) {
      sends.push(
        await send(polygon.as(PLAYER), polygon.gateway, 'sendDst', [
          amount,
          player.address,
          BigInt(arenaz.endpoint.chainId),
        ]),
      );
    }
    await sync();
    const proxy = await startFaultProxy(arenaz.endpoint.rpcUrl, {
      failureRate: 0.5,
      kinds: ['429', '500', 'drop', 'lostAnswer', 'delay'],
      delayMs: 100,
      seed: 29,
    });
    try {
      const flaky = createTargetChain({
        rpcUrl: proxy.url,
        chainId: arenaz.endpoint.chainId,
        sender: rawKeyAccount(RELAYER_KEY),
        pollingIntervalMs: 50,
        receiptTimeoutMs: 20_000,
      });
      const through = new Map(targets).set(arenaz.endpoint.chainId, flaky);
      const hashes = sends.map((sent) => sent.transactionHash);
      const undelivered = async () =>
        (
          await database.db
            .selectFrom('relayer_message')
            .select('status')
            .where('source_tx_hash', 'in', hashes)
            .execute()
        ).filter((row) => row.status !== 'delivered').length;
      for (let round = 0; round < 100 && (await undelivered()) > 0; round += 1) {
        await worker(through).runOnce();
        // A failed attempt waits its retry time; the test moves it along.
        await database.db
          .updateTable('relayer_message')
          .set({ status: 'pending' })
          .where('source_tx_hash', 'in', hashes)
          .where('status', '=', 'failed')
          .execute();
      }
      expect(await undelivered()).toBe(0);
      expect(proxy.stats.faults.lostAnswer).toBeGreaterThan(0);
    } finally {
      await proxy.stop();
    }
    const received = await arenaz.admin.getContractEvents({
      address: arenaz.gateway,
      abi: bridgeGatewayAbi,
      eventName: 'DstReceived',
      fromBlock: 0n,
    });
    for (const [i, sent] of sends.entries()) {
      const [event] = gatewayEvents(sent);
      const nonce = (event?.args as { nonce: bigint } | undefined)?.nonce;
      const deliveries = received.filter(
        (entry) =>
          entry.args.nonce === nonce && entry.args.sourceChainId === BigInt(polygon.endpoint.chainId),
      );
      expect(deliveries.map((entry) => entry.args.amount)).toEqual([amounts[i]]);
    }
  });

  it('withdraws wLOKA: checkpoint first, then one claim signature; the claim twice is refused', async () => {
    const { ethereum, polygon } = chains;
    const withdrawn = await send(polygon.as(PLAYER), polygon.gateway, 'withdraw', [
      3n * WEI,
      player.address,
      BigInt(ethereum.endpoint.chainId),
    ]);
    const hash = withdrawn.transactionHash;
    // Not indexed yet (and the indexer does not run here): not found.
    expect((await post('/bridge/loka/withdraw', { txHash: hash }, cookies.player)).statusCode).toBe(404);
    await sync();
    const early = lokaWithdrawReplySchema.parse(
      (await post('/bridge/loka/withdraw', { txHash: hash }, cookies.player)).json(),
    );
    expect(early).toMatchObject({ result: 0, err: { code: 'checkpoint_pending' } });
    const block = await polygon.admin.getBlock({ blockNumber: withdrawn.blockNumber });
    expect('availableAt' in early && early.availableAt).toBe(Number(block.timestamp) + DELAY_SECONDS);
    // The worker does not sign before the checkpoint either.
    await worker().runOnce();
    const row = await database.db
      .selectFrom('relayer_message')
      .selectAll()
      .where('route', '=', 'loka-withdraw')
      .executeTakeFirstOrThrow();
    expect(row.signature).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, (DELAY_SECONDS + 1) * 1000));
    expect((await post('/bridge/loka/withdraw', { txHash: hash }, cookies.stranger)).statusCode).toBe(403);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => post('/bridge/loka/withdraw', { txHash: hash }, cookies.player)),
    );
    const signed = lokaWithdrawReplySchema.parse(replies[0]!.json());
    for (const reply of replies) expect(reply.json()).toEqual(signed);
    if (signed.result !== 1) throw new Error('no claim signature');
    expect(signed).toMatchObject({ amount: String(3n * WEI), receiver: player.address.toLowerCase() });

    const transfer = {
      sourceChainId: BigInt(polygon.endpoint.chainId),
      nonce: BigInt(signed.nonce),
      receiver: player.address,
      amount: BigInt(signed.amount),
    };
    const before = await ethereum.admin.readContract({
      address: ethereum.contracts.LOKA,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [player.address],
    });
    const claim = await send(ethereum.as(PLAYER), ethereum.gateway, 'claim', [transfer, signed.sig]);
    expect(
      await ethereum.admin.readContract({
        address: ethereum.contracts.LOKA,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player.address],
      }),
    ).toBe(before + 3n * WEI);
    expect(
      await revertOf(ethereum.as(PLAYER), ethereum.gateway, 'claim', [transfer, signed.sig]),
    ).toMatchObject({
      errorName: 'NonceUsed',
    });
    await sync();
    const twice = await post('/bridge/loka/withdraw', { txHash: hash }, cookies.player);
    expect(twice.statusCode).toBe(409);
    const history = bridgeHistoryReplySchema.parse(
      (await post('/bridge/history', { publicKey: player.address, page: 1, network: 1 })).json(),
    );
    expect(history.history[0]).toMatchObject({
      txHash: hash,
      claimTxHash: claim.transactionHash,
      status: 99,
    });
    expect(history.wloka).toBe(String(3n * WEI));
  });

  it('resources: list, send → signature → receive on Polygon → status 2', async () => {
    const { polygon, arenaz } = chains;
    await sync();
    const listed = resourceListReplySchema.parse(
      (await post('/resource/list', { address: player.address, ids: [] })).json(),
    );
    expect(listed.list).toEqual([
      { tokenId: 1001, itemCode: 1, amount: '1' },
      { tokenId: 2002, itemCode: 2, amount: '1' },
      { tokenId: 3003, itemCode: 3, amount: '2' },
    ]);
    const sent = await send(arenaz.as(PLAYER), arenaz.gateway, 'sendResources', [
      [1_001n, 3_003n],
      player.address,
      BigInt(polygon.endpoint.chainId),
    ]);
    await sync();
    expect(
      (await post('/resource/send', { txHash: sent.transactionHash }, cookies.stranger)).statusCode,
    ).toBe(403);
    const reply = resourceSendReplySchema.parse(
      (await post('/resource/send', { txHash: sent.transactionHash }, cookies.player)).json(),
    );
    if (reply.result !== 1) throw new Error('no receive signature');
    expect(reply).toMatchObject({ status: 1, tokenIds: [1001, 3003], amounts: ['1', '1'] });
    const received = await send(polygon.as(PLAYER), polygon.gateway, 'receiveResources', [
      {
        sourceChainId: BigInt(arenaz.endpoint.chainId),
        nonce: BigInt(reply.nonce),
        receiver: player.address,
        ids: reply.tokenIds.map(BigInt),
      },
      reply.sig,
    ]);
    await sync();
    const done = resourceReceiveReplySchema.parse(
      (await post('/resource/receive', { txHash: received.transactionHash }, cookies.player)).json(),
    );
    expect(done).toEqual({
      result: 1,
      status: 2,
      tokenIds: [1001, 3003],
      sendTxHash: sent.transactionHash,
      receiveTxHash: received.transactionHash,
    });
    const [ids] = await polygon.admin.readContract({
      address: polygon.contracts.Resource,
      abi: resourceAbi,
      functionName: 'resourcesOf',
      args: [player.address],
    });
    expect([...ids].sort()).toEqual([1_001n, 3_003n]);
    const after = resourceListReplySchema.parse(
      (await post('/resource/list', { address: player.address, ids: [] })).json(),
    );
    expect(after.list).toEqual([
      { tokenId: 2002, itemCode: 2, amount: '1' },
      { tokenId: 3003, itemCode: 3, amount: '1' },
    ]);
    expect(after.history[0]).toMatchObject({
      sendTxHash: sent.transactionHash,
      receiveTxHash: received.transactionHash,
      status: 2,
    });
    expect((await post('/resource/send', { txHash: sent.transactionHash }, cookies.player)).statusCode).toBe(
      409,
    );
  });

  it('a delivery that a reorg removes from Arena-Z is sent again, once (issue 29)', async () => {
    const { polygon, arenaz } = chains;
    const amount = 6n * WEI;
    const dstOnArenaz = () =>
      arenaz.admin.readContract({
        address: arenaz.contracts.DST,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player.address],
      });
    const sent = await send(polygon.as(PLAYER), polygon.gateway, 'sendDst', [
      amount,
      player.address,
      BigInt(arenaz.endpoint.chainId),
    ]);
    await sync();
    const before = await dstOnArenaz();
    const test = createTestClient({ mode: 'anvil', transport: http(arenaz.endpoint.rpcUrl) });
    const snapshot = await test.snapshot();
    expect((await worker().runOnce()).delivered).toBe(1);
    await sync();
    const [delivered] = await transferOf(sent.transactionHash);
    expect(delivered).toMatchObject({ step: 'delivered' });
    const firstDelivery = delivered?.deliveryTxHash;

    // Arena-Z reorganises: the block with the delivery is gone, the new branch is longer.
    await test.revert({ id: snapshot });
    await test.mine({ blocks: 3 });
    expect(await dstOnArenaz()).toBe(before);
    await sync();
    const [undone] = await transferOf(sent.transactionHash);
    expect(undone?.deliveryTxHash).toBeNull();
    expect(undone?.step).not.toBe('delivered');

    expect((await worker().runOnce()).delivered).toBe(1);
    await sync();
    const [again] = await transferOf(sent.transactionHash);
    expect(again).toMatchObject({ step: 'delivered' });
    expect(again?.deliveryTxHash).not.toBe(firstDelivery);
    // Once: a further run sends nothing, and the player holds the amount once.
    expect(await worker().runOnce()).toMatchObject({ delivered: 0, failed: 0 });
    expect(await dstOnArenaz()).toBe(before + amount);
  });

  it('a reorg drops a withdrawal that was not signed yet; the new branch reusing its nonce gets its own message', async () => {
    const { ethereum, polygon } = chains;
    const test = createTestClient({ mode: 'anvil', transport: http(polygon.endpoint.rpcUrl) });
    const snapshot = await test.snapshot();
    const orphan = await send(polygon.as(PLAYER), polygon.gateway, 'withdraw', [
      1n * WEI,
      player.address,
      BigInt(ethereum.endpoint.chainId),
    ]);
    await sync();
    const [seen] = await transferOf(orphan.transactionHash);
    expect(seen).toMatchObject({ route: 'loka-withdraw', step: 'checkpoint' });

    await test.revert({ id: snapshot });
    const replacement = await send(polygon.as(PLAYER), polygon.gateway, 'withdraw', [
      2n * WEI,
      player.address,
      BigInt(ethereum.endpoint.chainId),
    ]);
    await test.mine({ blocks: 2 });
    await sync();
    expect(await transferOf(orphan.transactionHash)).toEqual([]);
    expect(
      (await post('/bridge/loka/withdraw', { txHash: orphan.transactionHash }, cookies.player)).statusCode,
    ).toBe(404);
    const [fresh] = await transferOf(replacement.transactionHash);
    expect(fresh).toMatchObject({ nonce: seen?.nonce, amount: String(2n * WEI) });
    const rows = await database.db
      .selectFrom('relayer_message')
      .select(['source_tx_hash'])
      .where('route', '=', 'loka-withdraw')
      .where('nonce', '=', seen!.nonce)
      .execute();
    expect(rows).toEqual([{ source_tx_hash: replacement.transactionHash }]);
  });

  it('holds a delivery the target gateway refuses (paused, then over its daily limit) with an alert per rule, and delivers it once when allowed (issue 41)', async () => {
    const { polygon, arenaz } = chains;
    const entries: { object: object; message: string }[] = [];
    const record = (object: object, message: string) => {
      entries.push({ object, message });
    };
    const holding = createRelayerWorker({
      db: database.db,
      routes: [...routes.values()],
      signer: privateKeyToAccount(RELAYER_KEY),
      targets,
      logger: { info() {}, warn: record, error: record },
      intervalMs: 60_000,
      staleAfterMs: 60_000,
      retryAfterMs: 0,
      heldRecheckMs: 0,
    });
    const alerts = () => entries.filter((entry) => (entry.object as { alert?: boolean }).alert === true);
    const balance = () =>
      arenaz.admin.readContract({
        address: arenaz.contracts.DST,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player.address],
      });
    await send(polygon.admin, polygon.contracts.DST, 'mint', [player.address, 3n * WEI]);
    await send(arenaz.admin, arenaz.gateway, 'pause', []);
    const sent = await send(polygon.as(PLAYER), polygon.gateway, 'sendDst', [
      3n * WEI,
      player.address,
      BigInt(arenaz.endpoint.chainId),
    ]);
    await sync();
    const before = await balance();
    const row = () =>
      database.db
        .selectFrom('relayer_message')
        .select(['status', 'last_error'])
        .where('source_tx_hash', '=', sent.transactionHash)
        .executeTakeFirstOrThrow();

    expect(await holding.runOnce()).toMatchObject({ held: 1, delivered: 0, failed: 0 });
    expect(await row()).toEqual({ status: 'held', last_error: 'EnforcedPause()' });
    expect(alerts()).toHaveLength(1);
    // Checked again by simulation only: still held, no second alert, nothing delivered.
    expect(await holding.runOnce()).toMatchObject({ held: 1, delivered: 0, failed: 0 });
    expect(alerts()).toHaveLength(1);

    // Unpaused, but DST's daily limit is below the amount: held for that rule, alerted once more.
    await send(arenaz.admin, arenaz.gateway, 'setDailyLimit', [1, 1n * WEI]);
    await send(arenaz.admin, arenaz.gateway, 'unpause', []);
    expect(await holding.runOnce()).toMatchObject({ held: 1, delivered: 0 });
    expect((await row()).last_error).toMatch(new RegExp(`^DailyLimitExceeded\\(1, ${3n * WEI}, `));
    expect(alerts()).toHaveLength(2);
    expect(await balance()).toBe(before);

    await send(arenaz.admin, arenaz.gateway, 'setDailyLimit', [1, 10n ** 30n]);
    expect(await holding.runOnce()).toMatchObject({ delivered: 1, held: 0 });
    expect((await row()).status).toBe('delivered');
    expect(await balance()).toBe(before + 3n * WEI);
    expect(await holding.runOnce()).toMatchObject({ delivered: 0, held: 0 });
  });
});

/**
 * The modules as the devnet runs them: the registry starts the indexer and the relayer's worker
 * (the devnet's signer), and a DST send is delivered with nobody calling anything; a withdrawal
 * is signed by the worker once its checkpoint passed.
 */
describe('the relayer module carries bridge transfers on its own on a devnet deployment', () => {
  const [pglite] = testDatabases();
  let chains: BridgeChains;
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    chains = await startBridgeChains();
    // startBridgeChains wires them as the devnet does: the relayer's sender has gas of its own.
    const chainOf = (key: (typeof NETWORK_KEYS)[number]) => ({
      chainId: chains[key].endpoint.chainId,
      rpcUrl: chains[key].endpoint.rpcUrl,
      explorerUrl: `${chains[key].endpoint.rpcUrl}/explorer`,
      startBlock: 0,
      contracts: chains[key].contracts as Record<string, Address>,
    });
    const deployment: Deployment = {
      env: 'devnet',
      chains: { ethereum: chainOf('ethereum'), polygon: chainOf('polygon'), arenaz: chainOf('arenaz') },
    };
    await send(chains.polygon.admin, chains.polygon.contracts.DST, 'mint', [player.address, 5n * WEI]);
    await send(chains.polygon.admin, chains.polygon.contracts.WLOKA, 'mint', [player.address, 5n * WEI]);
    database = await pglite!.open();
    app = await buildModulesApp([relayerModule, bridgeModule], {
      db: database.db,
      deployment,
      config: sessionTestConfig({
        INDEXER_POLL_MS: '100',
        INDEXER_CONFIRMATIONS: '0',
        RELAYER_INTERVAL_MS: '200',
        BRIDGE_CHECKPOINT_DELAY_SECONDS: '2',
      }),
    });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chains?.stop();
  });

  it('delivers a DST send and signs a withdrawal after its checkpoint, untouched', async () => {
    const { ethereum, polygon, arenaz } = chains;
    const dst = await send(polygon.as(PLAYER), polygon.gateway, 'sendDst', [
      2n * WEI,
      player.address,
      BigInt(arenaz.endpoint.chainId),
    ]);
    const withdrawal = await send(polygon.as(PLAYER), polygon.gateway, 'withdraw', [
      1n * WEI,
      player.address,
      BigInt(ethereum.endpoint.chainId),
    ]);
    const steps = async () => {
      const read = async (txHash: Hex) =>
        bridgeTransferReplySchema.parse(
          (await app.inject({ method: 'POST', url: '/nft/api/bridge/transfer', payload: { txHash } })).json(),
        ).transfers[0]?.step;
      return [await read(dst.transactionHash), await read(withdrawal.transactionHash)];
    };
    // Generous: the machine's cores are shared, and the worker polls every 200 ms.
    expect(await waitFor(steps, ([a, b]) => a === 'delivered' && b === 'signed', 60_000)).toEqual([
      'delivered',
      'signed',
    ]);
    expect(
      await arenaz.admin.readContract({
        address: arenaz.contracts.DST,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player.address],
      }),
    ).toBe(2n * WEI);
  }, 90_000);
});
