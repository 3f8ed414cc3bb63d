import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import {
  bridgeEndpoints,
  bridgeHistoryReplySchema,
  bridgeTransferReplySchema,
  bridgeTransfersReplySchema,
  lokaWithdrawReplySchema,
  resourceListReplySchema,
  resourceReceiveReplySchema,
  resourceSendReplySchema,
} from '@kingdoms/shared/api/bridge';
import type { BridgeRoute } from '@kingdoms/shared/bridge';
import type { FastifyInstance } from 'fastify';
import { type Address, type Hex, keccak256, parseAbi, recoverTypedDataAddress, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { sessionCookie, sessionTestConfig } from '../../../test/session';
import type { AppDatabase } from '../../db/connect';
import type { IndexedLog } from '../chain-indexer';
import { type RelayerRoute, routeEvents } from '../relayer';
import { deliverySubscription, routeSubscription } from '../relayer/subscription';
import { createRelayerWorker } from '../relayer/worker';
import { createBridgeModule } from './module';
import { resourceSubscription } from './subscription';

const player = privateKeyToAccount(devnetAccount(1).privateKey);
const other = privateKeyToAccount(devnetAccount(2).privateKey);
const signerAddress = devnetAccount(DEVNET_ROLES.voucherSigner).address;
const quiet = { info() {}, warn() {}, error() {} };
const ARENAZ = 31339;
const POLYGON = 31338;
const ETHEREUM = 31337;
const GATEWAY = '0x00000000000000000000000000000000000000ee' as Address;
const RESOURCE = '0x00000000000000000000000000000000000000fe' as Address;
const DELAY = 60;

let hashCount = 0;
const nextHash = (): Hex => keccak256(toHex(`bridge-test-${hashCount++}`));

/** The synthetic logs' events: a send carries the message fields, a delivery the source's nonce. */
const SYNTHETIC_GATEWAY_ABI = parseAbi([
  'event Sent(uint256 nonce, address sender, address receiver, string tokenIds, string amounts, string amount)',
  'event Received(uint256 sourceChainId, uint256 nonce)',
]);

/**
 * A stand-in bridge route over synthetic logs (the gateway contracts are bridge-chain's): the
 * message fields are the log's args, the typed data the gateway's TokenTransfer/ResourceTransfer
 * shape, and the delivery event any log carrying `sourceNonce`.
 */
function syntheticRoute(
  name: BridgeRoute,
  source: number,
  target: number,
  delivery: 'transaction' | 'signature',
  delaySeconds = 0,
): RelayerRoute {
  return {
    name,
    source: routeEvents({
      chainId: source,
      address: GATEWAY,
      abi: SYNTHETIC_GATEWAY_ABI,
      startBlock: 0n,
      on: {
        Sent: ({ args }) => ({
          nonce: String(args.nonce),
          payload: {
            sender: args.sender,
            receiver: args.receiver,
            tokenIds: args.tokenIds,
            amounts: args.amounts,
            amount: args.amount,
          },
        }),
      },
    }),
    typedData: (message) => ({
      domain: { name: 'Kingdoms Bridge', version: '1', chainId: target, verifyingContract: GATEWAY },
      types: {
        TokenTransfer: [
          { name: 'sourceChainId', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'receiver', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'TokenTransfer',
      message: {
        sourceChainId: BigInt(source),
        nonce: BigInt(message.nonce),
        receiver: message.payload.receiver as Address,
        amount: BigInt(message.payload.amount || message.payload.tokenIds?.split(',').length || 0),
      },
    }),
    delivery,
    delaySeconds,
    delivered: routeEvents({
      chainId: target,
      address: GATEWAY,
      abi: SYNTHETIC_GATEWAY_ABI,
      startBlock: 0n,
      on: {
        Received: ({ args }) => (Number(args.sourceChainId) === source ? String(args.nonce) : undefined),
      },
    }),
  };
}

describe.each(testDatabases())('the bridge API on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let clock = Date.now();
  let blockNumber = 100n;
  const routes = new Map<BridgeRoute, RelayerRoute>([
    ['resource', syntheticRoute('resource', ARENAZ, POLYGON, 'signature')],
    ['loka-withdraw', syntheticRoute('loka-withdraw', POLYGON, ETHEREUM, 'signature', DELAY)],
    ['loka-deposit', syntheticRoute('loka-deposit', ETHEREUM, POLYGON, 'transaction')],
    ['drago-ethereum', syntheticRoute('drago-ethereum', ETHEREUM, ARENAZ, 'transaction')],
    ['dst-polygon', syntheticRoute('dst-polygon', POLYGON, ARENAZ, 'transaction')],
  ]);
  /** Hashes the "chain" has but nothing of this route indexed: the receipt lookup finds them. */
  const onChainOnly = new Set<string>();
  let cookies: { player: Record<string, string>; other: Record<string, string> };

  function log(chainId: number, eventName: string, args: IndexedLog['args'], txHash: Hex, blockTime: number) {
    blockNumber += 1n;
    return {
      chainId,
      blockNumber,
      blockHash: keccak256(toHex(`block-${blockNumber}`)),
      blockTime,
      txHash,
      // Log indexes grow like a chain's, so the newest-first order has no ties.
      logIndex: Number(blockNumber),
      address: GATEWAY,
      eventName,
      args,
    } satisfies IndexedLog;
  }

  /** Indexes a send of `route` as the relayer's source subscription would. */
  async function indexSend(
    name: BridgeRoute,
    fields: { nonce: number; sender?: string; receiver?: string; tokenIds?: string; amount?: string },
    options: { txHash?: Hex; blockTime?: number; logIndex?: number } = {},
  ) {
    const route = routes.get(name)!;
    const txHash = options.txHash ?? nextHash();
    const entry = {
      ...log(
        route.source.chainId,
        'Sent',
        {
          nonce: String(fields.nonce),
          sender: fields.sender ?? player.address.toLowerCase(),
          receiver: fields.receiver ?? player.address.toLowerCase(),
          tokenIds: fields.tokenIds ?? '',
          amounts: fields.tokenIds ? fields.tokenIds.replace(/\d+/g, '1') : '',
          amount: fields.amount ?? '',
        },
        txHash,
        options.blockTime ?? Math.floor(clock / 1000),
      ),
      ...(options.logIndex === undefined ? {} : { logIndex: options.logIndex }),
    };
    await database.db.transaction().execute((trx) => routeSubscription(route).apply(trx, entry));
    return { txHash, log: entry };
  }

  async function indexDelivery(name: BridgeRoute, nonce: number, txHash: Hex = nextHash()) {
    const route = routes.get(name)!;
    const subscription = deliverySubscription(route)!;
    const entry = log(
      route.delivered!.chainId,
      'Received',
      { sourceChainId: String(route.source.chainId), nonce: String(nonce) },
      txHash,
      Math.floor(clock / 1000) + 5,
    );
    await database.db.transaction().execute((trx) => subscription.apply(trx, entry));
    return { txHash, log: entry, subscription };
  }

  async function post(url: string, payload: object, as?: Record<string, string>) {
    return app.inject({ method: 'POST', url: `/nft/api${url}`, payload, ...(as ? { cookies: as } : {}) });
  }

  beforeAll(async () => {
    database = await open();
    const deployment = devnetDeployment();
    deployment.chains.arenaz.contracts.Resource = RESOURCE;
    app = await buildModulesApp(
      [
        createBridgeModule({
          routes,
          now: () => clock,
          readReceiptBlock: async (_chainId, txHash) => (onChainOnly.has(txHash) ? 7n : undefined),
          waitForBlock: async () => {},
        }),
      ],
      {
        db: database.db,
        deployment,
        config: sessionTestConfig({
          INDEXER_ENABLED: 'false',
          BRIDGE_CHECKPOINT_DELAY_SECONDS: String(DELAY),
        }),
      },
    );
    cookies = {
      player: await sessionCookie(database.db, player),
      other: await sessionCookie(database.db, other),
    };
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists the indexed resources of a wallet on Arena-Z, narrowed by the ids the page read', async () => {
    const subscription = resourceSubscription({ chainId: ARENAZ, address: RESOURCE, startBlock: 0n });
    const zero = '0x0000000000000000000000000000000000000000';
    const mint = log(
      ARENAZ,
      'TransferBatch',
      {
        operator: zero,
        from: zero,
        to: player.address.toLowerCase(),
        ids: JSON.stringify(['1001', '2002', '3003']),
        values: JSON.stringify(['2', '1', '1']),
      },
      nextHash(),
      1,
    );
    const give = log(
      ARENAZ,
      'TransferSingle',
      {
        operator: player.address.toLowerCase(),
        from: player.address.toLowerCase(),
        to: other.address.toLowerCase(),
        id: '3003',
        value: '1',
      },
      nextHash(),
      2,
    );
    await database.db.transaction().execute(async (trx) => {
      await subscription.apply(trx, mint);
      await subscription.apply(trx, give);
    });
    const all = resourceListReplySchema.parse(
      (await post('/resource/list', { address: player.address, ids: [] })).json(),
    );
    expect(all.list).toEqual([
      { tokenId: 1001, itemCode: 1, amount: '2' },
      { tokenId: 2002, itemCode: 2, amount: '1' },
    ]);
    const some = resourceListReplySchema.parse(
      (await post('/resource/list', { address: player.address, ids: [2002, 3003] })).json(),
    );
    expect(some.list.map((item) => item.tokenId)).toEqual([2002]);
    expect((await post('/resource/list', { address: other.address, ids: [] })).json().list).toEqual([
      { tokenId: 3003, itemCode: 3, amount: '1' },
    ]);
    expect((await post('/resource/list', { address: '', ids: [] })).json()).toEqual({
      result: 1,
      list: [],
      history: [],
    });
    // A reorg takes the gift back.
    await database.db.transaction().execute((trx) => subscription.revert(trx, give));
    expect(
      resourceListReplySchema.parse(
        (await post('/resource/list', { address: player.address, ids: [3003] })).json(),
      ).list,
    ).toEqual([{ tokenId: 3003, itemCode: 3, amount: '1' }]);
  });

  it('resource send → signature → receive → status 2, once per nonce, for its own parties only', async () => {
    const { txHash, log: sent } = await indexSend('resource', { nonce: 1, tokenIds: '1001,2002' });
    // The same event again (a replayed batch, another log with the nonce) is still one message.
    await database.db
      .transaction()
      .execute((trx) => routeSubscription(routes.get('resource')!).apply(trx, { ...sent, logIndex: 9 }));
    const rows = await database.db
      .selectFrom('relayer_message')
      .selectAll()
      .where('route', '=', 'resource')
      .execute();
    expect(rows).toHaveLength(1);

    const anonymous = await post('/resource/send', { txHash });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await post('/resource/send', { txHash }, cookies.other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ result: 0, err: { code: 'bridge_not_your_tx' } });

    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/resource/send', { txHash: txHash.toUpperCase().replace('0X', '0x') }, cookies.player),
      ),
    );
    const first = resourceSendReplySchema.parse(replies[0]!.json());
    for (const reply of replies) expect(reply.json()).toEqual(first);
    if (first.result !== 1) throw new Error('no signature');
    expect(first).toMatchObject({
      status: 1,
      nonce: '1',
      tokenIds: [1001, 2002],
      amounts: ['1', '1'],
      receiver: player.address.toLowerCase(),
    });
    const route = routes.get('resource')!;
    const typed = route.typedData({ route: 'resource', nonce: '1', payload: rows[0]!.payload });
    expect(await recoverTypedDataAddress({ ...typed, signature: first.sig as Hex } as never)).toBe(
      signerAddress,
    );
    const stored = await database.db
      .selectFrom('relayer_message')
      .select('signature')
      .where('route', '=', 'resource')
      .executeTakeFirstOrThrow();
    expect(stored.signature).toBe(first.sig);

    // Not received yet: the receive call finds no receive.
    expect((await post('/resource/receive', { txHash }, cookies.player)).statusCode).toBe(404);
    const history = resourceListReplySchema.parse(
      (await post('/resource/list', { address: player.address, ids: [] })).json(),
    ).history;
    expect(history).toMatchObject([
      {
        sendTxHash: txHash,
        receiveTxHash: null,
        tokenIds: [1001, 2002],
        signed: true,
        status: 1,
        transfer: { step: 'signed' },
      },
    ]);

    const received = await indexDelivery('resource', 1);
    for (const hash of [received.txHash, txHash]) {
      const reply = await post('/resource/receive', { txHash: hash }, cookies.player);
      expect(reply.statusCode).toBe(200);
      expect(resourceReceiveReplySchema.parse(reply.json())).toEqual({
        result: 1,
        status: 2,
        tokenIds: [1001, 2002],
        sendTxHash: txHash,
        receiveTxHash: received.txHash,
      });
    }
    expect((await post('/resource/receive', { txHash: received.txHash }, cookies.other)).statusCode).toBe(
      403,
    );
    // Delivered: the signature is not handed out again.
    const again = await post('/resource/send', { txHash }, cookies.player);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ result: 0, err: { code: 'bridge_already_delivered' } });
    const after = resourceListReplySchema.parse(
      (await post('/resource/list', { address: player.address, ids: [] })).json(),
    ).history[0];
    expect(after).toMatchObject({
      receiveTxHash: received.txHash,
      status: 2,
      transfer: { step: 'delivered' },
    });

    // A reorg of the receive puts the message back to signed: the signature is available again.
    await database.db.transaction().execute((trx) => received.subscription.revert(trx, received.log));
    const resumed = resourceSendReplySchema.parse(
      (await post('/resource/send', { txHash }, cookies.player)).json(),
    );
    expect(resumed).toEqual(first);
  });

  it('refuses an unknown hash (404), and a transaction that moved nothing across (400)', async () => {
    const unknown = await post('/resource/send', { txHash: nextHash() }, cookies.player);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ result: 0, err: { code: 'bridge_tx_not_found' } });
    const other = nextHash();
    onChainOnly.add(other);
    const nothing = await post('/bridge/loka/withdraw', { txHash: other }, cookies.player);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ result: 0, err: { code: 'not_bridge_tx' } });
    expect((await post('/bridge/transfer', { txHash: other })).json()).toEqual({ result: 1, transfers: [] });
    expect(Object.values(bridgeEndpoints).some((endpoint) => 'bridge_tx_not_found' in endpoint.errors)).toBe(
      true,
    );
  });

  it('gives the LOKA claim signature only after the checkpoint delay, and never after the claim', async () => {
    const sentAt = Math.floor(clock / 1000);
    const { txHash } = await indexSend(
      'loka-withdraw',
      { nonce: 1, amount: '2500000000000000000' },
      { blockTime: sentAt },
    );
    const early = await Promise.all(
      Array.from({ length: 5 }, () => post('/bridge/loka/withdraw', { txHash }, cookies.player)),
    );
    for (const reply of early) {
      expect(reply.statusCode).toBe(200);
      const body = lokaWithdrawReplySchema.parse(reply.json());
      expect(body).toEqual({
        result: 0,
        err: {
          code: 'checkpoint_pending',
          message: bridgeEndpoints.lokaWithdraw.errors.checkpoint_pending.message,
        },
        availableAt: sentAt + DELAY,
      });
    }
    expect(bridgeEndpoints.lokaWithdraw.errors.checkpoint_pending.message).toBe(
      "Polygon checkpoints haven't arrived yet. It will be processed at the next checkpoint. It can take anywhere from 30 minutes to up to 6 hours.",
    );
    const waiting = bridgeHistoryReplySchema.parse(
      (await post('/bridge/history', { publicKey: player.address, page: 1, network: 1 })).json(),
    );
    expect(waiting.history).toMatchObject([
      {
        txHash,
        claimTxHash: null,
        amount: '2500000000000000000',
        status: 0,
        transfer: { step: 'checkpoint', availableAt: sentAt + DELAY },
      },
    ]);
    const row = await database.db
      .selectFrom('relayer_message')
      .select('signature')
      .where('route', '=', 'loka-withdraw')
      .executeTakeFirstOrThrow();
    expect(row.signature).toBeNull();

    clock += DELAY * 1000;
    const stranger = await post('/bridge/loka/withdraw', { txHash }, cookies.other);
    expect(stranger.statusCode).toBe(403);
    const ready = await Promise.all(
      Array.from({ length: 10 }, () => post('/bridge/loka/withdraw', { txHash }, cookies.player)),
    );
    const first = lokaWithdrawReplySchema.parse(ready[0]!.json());
    for (const reply of ready) expect(reply.json()).toEqual(first);
    expect(first).toMatchObject({
      result: 1,
      nonce: '1',
      amount: '2500000000000000000',
      receiver: player.address.toLowerCase(),
    });
    const signed = bridgeHistoryReplySchema.parse(
      (await post('/bridge/history', { publicKey: player.address, page: 1, network: 1 })).json(),
    );
    // Signed but not claimed: still 0 (claimable), not Completed.
    expect(signed.history[0]).toMatchObject({ status: 0, claimTxHash: null, transfer: { step: 'signed' } });

    const claim = await indexDelivery('loka-withdraw', 1);
    const twice = await post('/bridge/loka/withdraw', { txHash }, cookies.player);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ result: 0, err: { code: 'bridge_already_delivered' } });
    const done = bridgeHistoryReplySchema.parse(
      (await post('/bridge/history', { publicKey: player.address, page: 1, network: 1 })).json(),
    );
    expect(done.history[0]).toMatchObject({
      status: 99,
      claimTxHash: claim.txHash,
      transfer: { step: 'delivered', deliveryTxHash: claim.txHash },
    });
  });

  it('pages the LOKA history 8 per page, newest first, clamped, with the deposited and withdrawn sums', async () => {
    for (let nonce = 2; nonce <= 10; nonce += 1) {
      await indexSend(
        'loka-withdraw',
        { nonce, amount: '1000000000000000000' },
        { blockTime: Math.floor(clock / 1000) + nonce },
      );
    }
    await indexSend('loka-deposit', { nonce: 1, amount: '5000000000000000000' });
    await indexSend('loka-deposit', {
      nonce: 2,
      amount: '7',
      sender: other.address.toLowerCase(),
      receiver: other.address.toLowerCase(),
    });
    const first = bridgeHistoryReplySchema.parse(
      (await post('/bridge/history', { publicKey: player.address, page: 1, network: 1 })).json(),
    );
    expect(first.num).toBe(10);
    expect(first.page).toBe(1);
    expect(first.history).toHaveLength(8);
    expect(first.history.map((row) => row.transfer.nonce)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3']);
    expect(first.loka).toBe('5000000000000000000');
    expect(first.wloka).toBe('11500000000000000000');
    const last = bridgeHistoryReplySchema.parse(
      (await post('/bridge/history', { publicKey: player.address, page: 99, network: 1 })).json(),
    );
    expect(last.page).toBe(2);
    expect(last.history.map((row) => row.transfer.nonce)).toEqual(['2', '1']);
    const deposits = bridgeHistoryReplySchema.parse(
      (await post('/bridge/history', { publicKey: player.address, page: 1, network: 0 })).json(),
    );
    expect(deposits.history).toMatchObject([
      { amount: '5000000000000000000', status: 0, transfer: { route: 'loka-deposit', from: 0, to: 1 } },
    ]);
    expect((await post('/bridge/history', { publicKey: '', page: 1, network: 1 })).json()).toEqual({
      result: 1,
      loka: '0',
      wloka: '0',
      history: [],
      num: 0,
      page: 1,
    });
    const invalid = await post('/bridge/history', { publicKey: player.address, page: 0, network: 2 });
    expect(invalid.statusCode).toBe(400);
  });

  it('tracks drago and DST transfers by address and by hash: confirmed → signed → delivered', async () => {
    const drago = await indexSend('drago-ethereum', { nonce: 3, tokenIds: '20001' });
    const dst = await indexSend('dst-polygon', {
      nonce: 4,
      amount: '14000000000000000000',
      receiver: other.address.toLowerCase(),
    });
    const mine = bridgeTransfersReplySchema.parse(
      (
        await post('/bridge/transfers', {
          address: player.address,
          routes: ['drago-ethereum', 'dst-polygon'],
          page: 1,
        })
      ).json(),
    );
    expect(mine.num).toBe(2);
    expect(
      mine.transfers.map((transfer) => [transfer.route, transfer.step, transfer.from, transfer.to]),
    ).toEqual([
      ['dst-polygon', 'confirmed', 1, 2],
      ['drago-ethereum', 'confirmed', 0, 2],
    ]);
    // The receiver sees it too.
    expect(
      (await post('/bridge/transfers', { address: other.address, routes: ['dst-polygon'], page: 1 })).json()
        .transfers,
    ).toMatchObject([
      { txHash: dst.txHash, amount: '14000000000000000000', receiver: other.address.toLowerCase() },
    ]);

    // The relayer's worker delivers (its target is stubbed: delivered on chain already).
    const worker = createRelayerWorker({
      db: database.db,
      routes: [routes.get('drago-ethereum')!],
      signer: privateKeyToAccount(devnetAccount(DEVNET_ROLES.voucherSigner).privateKey),
      targets: new Map(),
      logger: quiet,
      intervalMs: 60_000,
      staleAfterMs: 60_000,
    });
    expect((await worker.runOnce()).failed).toBe(1);
    const delivery = await indexDelivery('drago-ethereum', 3);
    const tracked = bridgeTransferReplySchema.parse(
      (await post('/bridge/transfer', { txHash: drago.txHash })).json(),
    );
    expect(tracked.transfers).toMatchObject([
      {
        route: 'drago-ethereum',
        tokenIds: [20001],
        amount: null,
        step: 'delivered',
        deliveryTxHash: delivery.txHash,
      },
    ]);
    expect(tracked.transfers[0]?.deliveredAt).toBeGreaterThan(0);
  });

  it('signs a checkpointed route in the worker only once its delay has passed since the source block', async () => {
    const withdraw = routes.get('loka-withdraw')!;
    const worker = createRelayerWorker({
      db: database.db,
      routes: [withdraw],
      signer: privateKeyToAccount(devnetAccount(DEVNET_ROLES.voucherSigner).privateKey),
      targets: new Map(),
      logger: quiet,
      intervalMs: 60_000,
      staleAfterMs: 60_000,
    });
    // Everything so far is due by the database's clock except what is newer than the delay.
    await worker.runOnce();
    const realNow = Math.floor(Date.now() / 1000);
    await indexSend('loka-withdraw', { nonce: 50, amount: '1' }, { blockTime: realNow - 10 });
    await indexSend('loka-withdraw', { nonce: 51, amount: '1' }, { blockTime: realNow - DELAY - 10 });
    const report = await worker.runOnce();
    expect(report.signed).toBe(1);
    const rows = await database.db
      .selectFrom('relayer_message')
      .select(['nonce', 'status'])
      .where('route', '=', 'loka-withdraw')
      .where('nonce', 'in', ['50', '51'])
      .orderBy('nonce')
      .execute();
    expect(rows).toEqual([
      { nonce: '50', status: 'pending' },
      { nonce: '51', status: 'signed' },
    ]);
  });
});
