import {
  BRIDGE_HISTORY_PAGE_SIZE,
  type BridgeHistoryReply,
  type BridgeTransfer,
  type BridgeTransferReply,
  type BridgeTransfersReply,
  bridgeEndpoints,
  type LokaWithdrawReply,
  type ResourceListReply,
  type ResourceReceiveReply,
  type ResourceSendReply,
  type TokenBridgeHistoryRow,
} from '@kingdoms/shared/api/bridge';
import {
  BRIDGE_ROUTE_INFO,
  BRIDGE_ROUTES,
  type BridgeRoute,
  RESOURCE_STATUS,
  resourceItemCode,
  TOKEN_BRIDGE_STATUS,
} from '@kingdoms/shared/bridge';
import type { Kysely } from 'kysely';
import type { LocalAccount } from 'viem';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import { availableAtOf, type MessageRecord, type RelayerMessages, type RelayerRoute } from '../relayer';
import { bridgePayloadOf } from './routes';

/** Spec 3's resource history is not paged: the newest this many transfers are listed. */
export const RESOURCE_HISTORY_LIMIT = 100;

/**
 * The block of a transaction on a chain, read from its receipt, or undefined when the chain has
 * no such transaction (yet). Only tells how long to wait for the indexer: answers never come
 * from it.
 */
export type ReceiptBlockReader = (chainId: number, txHash: `0x${string}`) => Promise<bigint | undefined>;

export interface BridgeServiceOptions {
  db: Kysely<Database>;
  /** The relayer's messages of the routes (`ctx.services.relayer`): the transfers the tracker shows. */
  relayer: RelayerMessages;
  /** The routes this deployment runs (the relayer's bridge routes), by name. */
  routes: ReadonlyMap<BridgeRoute, RelayerRoute>;
  /** The EIP-712 signer; undefined: signatures answer 503 bridge_unavailable. */
  signer: LocalAccount | undefined;
  /** The chain id of Arena-Z, whose Resource holdings are listed. */
  resourceChainId: number | undefined;
  readReceiptBlock?: ReceiptBlockReader;
  waitForBlock?: (chainId: number, blockNumber: bigint, timeoutMs: number) => Promise<void>;
  indexWaitMs: number;
  now?: () => number;
}

/** The endpoints that look a bridge transaction up; the helpers below refuse for whichever asks. */
type TxEndpoint =
  | typeof bridgeEndpoints.resourceSend
  | typeof bridgeEndpoints.resourceReceive
  | typeof bridgeEndpoints.lokaWithdraw;
/** The endpoints that hand out a signature. */
type SignatureEndpoint = typeof bridgeEndpoints.resourceSend | typeof bridgeEndpoints.lokaWithdraw;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isBridgeRoute = (name: string): name is BridgeRoute =>
  (BRIDGE_ROUTES as readonly string[]).includes(name);

export function createBridgeService(options: BridgeServiceOptions) {
  const { db, relayer, routes } = options;
  const now = options.now ?? (() => Date.now());
  const nowSeconds = () => Math.floor(now() / 1000);

  /** The tracker's view of one relayer message of a bridge route. */
  function transferOf(record: MessageRecord): BridgeTransfer {
    if (!isBridgeRoute(record.route)) throw new Error(`${record.route} is not a bridge route`);
    const info = BRIDGE_ROUTE_INFO[record.route];
    const route = routes.get(record.route);
    const payload = bridgePayloadOf(record.payload);
    const availableAt = info.checkpoint && route ? availableAtOf(route, record.sourceBlockTime) : null;
    const delivered = record.status === 'delivered';
    const step: BridgeTransfer['step'] = delivered
      ? 'delivered'
      : availableAt !== null && nowSeconds() < availableAt
        ? 'checkpoint'
        : record.signed
          ? 'signed'
          : 'confirmed';
    return {
      route: record.route,
      nonce: record.nonce,
      from: info.from,
      to: info.to,
      sender: payload.sender,
      receiver: payload.receiver,
      tokenIds: payload.tokenIds.map(Number),
      amounts: payload.amounts,
      amount: info.kind === 'token' ? (payload.amount ?? '0') : null,
      txHash: record.sourceTxHash as BridgeTransfer['txHash'],
      sentAt: seconds(record.sourceBlockTime),
      step,
      availableAt,
      deliveryTxHash: delivered ? record.txHash : null,
      deliveredAt: delivered && record.deliveredAt ? seconds(record.deliveredAt) : null,
    };
  }

  /**
   * The messages `read` finds for a hash; when none and the chain has the transaction, waits
   * (bounded) for the indexer to pass its block and reads again. 404 while the chain has no such
   * transaction or the indexer is behind; 400 when it is indexed and moved nothing here.
   */
  async function indexed(
    endpoint: TxEndpoint,
    chainId: number,
    txHash: `0x${string}`,
    read: () => Promise<MessageRecord[]>,
  ): Promise<MessageRecord[]> {
    const found = await read();
    if (found.length > 0) return found;
    const block = await options.readReceiptBlock?.(chainId, txHash).catch(() => undefined);
    if (block === undefined || !options.waitForBlock) return refuse(endpoint, 'bridge_tx_not_found');
    try {
      await options.waitForBlock(chainId, block, options.indexWaitMs);
    } catch {
      return refuse(endpoint, 'bridge_tx_not_found');
    }
    const again = await read();
    if (again.length === 0) return refuse(endpoint, 'not_bridge_tx');
    return again;
  }

  function routeOr503(endpoint: TxEndpoint, name: BridgeRoute): RelayerRoute {
    const route = routes.get(name);
    if (!route) return refuse(endpoint, 'bridge_unavailable');
    return route;
  }

  function signerOr503(endpoint: SignatureEndpoint): LocalAccount {
    if (!options.signer) return refuse(endpoint, 'bridge_unavailable');
    return options.signer;
  }

  /** The one message a source transaction made on `name` that the caller is a party of. */
  async function ownMessage(
    endpoint: SignatureEndpoint,
    name: BridgeRoute,
    txHash: `0x${string}`,
    caller: string,
  ): Promise<MessageRecord> {
    const route = routeOr503(endpoint, name);
    const records = await indexed(endpoint, route.source.chainId, txHash, () =>
      relayer.ofSourceTx([name], txHash),
    );
    const own = records.find((record) => {
      const payload = bridgePayloadOf(record.payload);
      return payload.sender === caller || payload.receiver === caller;
    });
    if (!own) return refuse(endpoint, 'bridge_not_your_tx');
    return own;
  }

  async function resourceHistory(address: string): Promise<ResourceListReply['history']> {
    const { records } = await relayer.ofParty({
      routes: routes.has('resource') ? ['resource'] : [],
      address,
      page: 1,
      pageSize: RESOURCE_HISTORY_LIMIT,
    });
    return records.map((record) => {
      const transfer = transferOf(record);
      return {
        createdAt: transfer.sentAt,
        sendTxHash: transfer.txHash,
        receiveTxHash: transfer.deliveryTxHash,
        tokenIds: transfer.tokenIds,
        signed: record.signed,
        status: transfer.step === 'delivered' ? RESOURCE_STATUS.received : RESOURCE_STATUS.sent,
        transfer,
      };
    });
  }

  return {
    transferOf,

    /** Spec 3 §7 /resource/list: the indexed holdings on Arena-Z and the resource history. */
    async resourceList(address: string, ids: readonly number[]): Promise<ResourceListReply> {
      if (address === '' || options.resourceChainId === undefined)
        return { result: 1, list: [], history: [] };
      let query = db
        .selectFrom('bridge_resource_balance')
        .select(['token_id', 'amount'])
        .where('chain_id', '=', String(options.resourceChainId))
        .where('owner', '=', address)
        .where('amount', '>', '0');
      if (ids.length > 0) query = query.where('token_id', 'in', ids.map(String));
      const rows = await query.orderBy('token_id').execute();
      return {
        result: 1,
        list: rows.map((row) => {
          const tokenId = Number(row.token_id);
          return { tokenId, itemCode: resourceItemCode(tokenId), amount: row.amount };
        }),
        history: await resourceHistory(address),
      };
    },

    /** Spec 3 §4 step 4: the receive signature of a resource send (status 1). */
    async resourceSend(txHash: `0x${string}`, caller: string): Promise<ResourceSendReply> {
      const endpoint = bridgeEndpoints.resourceSend;
      const route = routeOr503(endpoint, 'resource');
      const signer = signerOr503(endpoint);
      const record = await ownMessage(endpoint, 'resource', txHash, caller);
      const state = await relayer.signature(route, record.nonce, signer, nowSeconds());
      if (state.state === 'delivered') return refuse(endpoint, 'bridge_already_delivered');
      if (state.state !== 'signed') return refuse(endpoint, 'bridge_tx_not_found');
      const payload = bridgePayloadOf(record.payload);
      return {
        result: 1,
        status: 1,
        nonce: record.nonce,
        sender: payload.sender,
        receiver: payload.receiver,
        tokenIds: payload.tokenIds.map(Number),
        amounts: payload.amounts,
        sig: state.signature.toLowerCase(),
      };
    },

    /** Spec 3 §4 step 6: status 2 once the receive (by its hash, or the send's) is indexed. */
    async resourceReceive(txHash: `0x${string}`, caller: string): Promise<ResourceReceiveReply> {
      const endpoint = bridgeEndpoints.resourceReceive;
      const route = routeOr503(endpoint, 'resource');
      const target = route.delivered?.chainId ?? route.source.chainId;
      const [bySend] = await relayer.ofSourceTx(['resource'], txHash);
      const records = bySend
        ? [bySend]
        : await indexed(endpoint, target, txHash, () => relayer.deliveredBy(['resource'], txHash));
      const own = records.find((record) => {
        const payload = bridgePayloadOf(record.payload);
        return payload.sender === caller || payload.receiver === caller;
      });
      if (!own) return refuse(endpoint, 'bridge_not_your_tx');
      const transfer = transferOf(own);
      if (transfer.step !== 'delivered' || !transfer.deliveryTxHash) {
        return refuse(endpoint, 'bridge_tx_not_found');
      }
      return {
        result: 1,
        status: 2,
        tokenIds: transfer.tokenIds,
        sendTxHash: transfer.txHash,
        receiveTxHash: transfer.deliveryTxHash as BridgeTransfer['txHash'],
      };
    },

    /** Spec 3 §4 LOKA claim: the claim signature once the checkpoint delay has passed. */
    async lokaWithdraw(txHash: `0x${string}`, caller: string): Promise<LokaWithdrawReply> {
      const endpoint = bridgeEndpoints.lokaWithdraw;
      const route = routeOr503(endpoint, 'loka-withdraw');
      const signer = signerOr503(endpoint);
      const record = await ownMessage(endpoint, 'loka-withdraw', txHash, caller);
      const state = await relayer.signature(route, record.nonce, signer, nowSeconds());
      if (state.state === 'delivered') return refuse(endpoint, 'bridge_already_delivered');
      if (state.state === 'waiting') {
        return { ...refuse(endpoint, 'checkpoint_pending'), availableAt: state.availableAt };
      }
      if (state.state !== 'signed') return refuse(endpoint, 'bridge_tx_not_found');
      const payload = bridgePayloadOf(record.payload);
      return {
        result: 1,
        nonce: record.nonce,
        receiver: payload.receiver,
        amount: payload.amount ?? '0',
        sig: state.signature.toLowerCase(),
      };
    },

    /** Spec 3 §7 /bridge/history: withdrawals (network 1) or deposits (network 0), 8 per page. */
    async history(address: string, page: number, network: 0 | 1): Promise<BridgeHistoryReply> {
      const name: BridgeRoute = network === 1 ? 'loka-withdraw' : 'loka-deposit';
      const wanted = routes.has(name) && address !== '';
      const [listed, loka, wloka] = await Promise.all([
        relayer.ofParty({
          routes: wanted ? [name] : [],
          address,
          page,
          pageSize: BRIDGE_HISTORY_PAGE_SIZE,
        }),
        address === '' ? '0' : relayer.sentAmount('loka-deposit', address),
        address === '' ? '0' : relayer.sentAmount('loka-withdraw', address),
      ]);
      const history = listed.records.map((record): TokenBridgeHistoryRow => {
        const transfer = transferOf(record);
        return {
          logDate: transfer.sentAt,
          txHash: transfer.txHash,
          claimTxHash: transfer.deliveryTxHash,
          amount: transfer.amount ?? '0',
          // A withdrawal is Completed only once claimed (its delivery is the claim).
          status:
            transfer.step === 'delivered' ? TOKEN_BRIDGE_STATUS.completed : TOKEN_BRIDGE_STATUS.claimable,
          transfer,
        };
      });
      return { result: 1, loka, wloka, history, num: listed.total, page: listed.page };
    },

    /** The drago and DST histories (any routes), 8 per page, with their steps. */
    async transfers(
      address: string,
      names: readonly BridgeRoute[],
      page: number,
    ): Promise<BridgeTransfersReply> {
      const listed = await relayer.ofParty({
        routes: [...new Set(names)].filter((name) => routes.has(name)),
        address,
        page,
        pageSize: BRIDGE_HISTORY_PAGE_SIZE,
      });
      return {
        result: 1,
        transfers: listed.records.map(transferOf),
        num: listed.total,
        page: listed.page,
      };
    },

    /** The transfers of one source transaction ([] until indexed). */
    async transfer(txHash: `0x${string}`): Promise<BridgeTransferReply> {
      const records = await relayer.ofSourceTx([...routes.keys()], txHash);
      return { result: 1, transfers: records.map(transferOf) };
    },
  };
}

export type BridgeService = ReturnType<typeof createBridgeService>;
