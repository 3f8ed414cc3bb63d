import { z } from 'zod';
import { optionalAddressSchema } from '../address';
import { BRIDGE_ROUTES } from '../bridge';
import { PAGE_SIZES } from '../pagination';
import { baseUnitsSchema as baseUnits } from './amounts';
import { txHashSchema } from './dragos';
import { endpoint } from './endpoint';
import { apiErrorSchema, failureReplySchema } from './envelope';

/**
 * Spec 3 §7 bridge calls (all POST under the nft base, whose calls live under /api), plus the
 * drago/DST histories and the step tracker by hash the spec leaves open (issue 17). Every answer
 * comes from indexed chain events (apps/api/src/modules/bridge), never from what the request
 * claims. Token ids are numbers; token amounts are base-unit decimal strings (× 10^18); times are
 * Unix seconds; addresses and hashes lowercase; networks the spec's indexes (0 Ethereum,
 * 1 Polygon, 2 Arena-Z). Routes: `../bridge.ts`.
 *
 * The three calls that hand out or act on a signature (`/resource/send`, `/resource/receive`,
 * `/bridge/loka/withdraw`) need a Sign-In with Ethereum session, and the signed-in wallet must be
 * the sender or the receiver of the transfer the hash names (403 `bridge_not_your_tx`).
 */

const tokenId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const page = z.number('page must be a whole number from 1').int().min(1).max(1_000_000);
const hash = z.string().regex(/^0x[0-9a-f]{64}$/);
const signature = z.string().regex(/^0x[0-9a-f]{130}$/);
const unixSeconds = z.number().int();
const networkIndex = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const bridgeRouteSchema = z.enum(BRIDGE_ROUTES);

/**
 * One transfer across the bridge, as the step tracker shows it (`BRIDGE_STEPS` of ../bridge.ts):
 * built from the indexed source event, the relayer's message and the indexed delivery event, so
 * it survives reloads, a cleared cache and another device.
 */
export const bridgeTransferSchema = z.object({
  route: bridgeRouteSchema,
  /** The gateway's nonce (unique within the route): one nonce, one delivery or one signature. */
  nonce: z.string().regex(/^\d+$/),
  from: networkIndex,
  to: networkIndex,
  sender: z.string(),
  receiver: z.string(),
  /** NFT routes: the ids moved (by id); token routes: []. */
  tokenIds: z.array(tokenId),
  /** RESOURCE (ERC-1155): the amount of each id, in tokenIds' order; other routes: []. */
  amounts: z.array(baseUnits),
  /** Token routes: base units moved; NFT routes: null. */
  amount: baseUnits.nullable(),
  /** The source transaction and its block's time. */
  txHash: hash,
  sentAt: unixSeconds,
  step: z.enum(['confirmed', 'checkpoint', 'signed', 'delivered']),
  /** LOKA withdrawals: when the claim signature becomes available (sentAt + the delay); else null. */
  availableAt: unixSeconds.nullable(),
  /** The target chain's receive/claim transaction, once indexed; and its block's time. */
  deliveryTxHash: hash.nullable(),
  deliveredAt: unixSeconds.nullable(),
});
export type BridgeTransfer = z.infer<typeof bridgeTransferSchema>;

// --- POST {nft}/api/resource/list -----------------------------------------------------------------

/** Spec 3 §3 "Drago and resource items": the image is the resource path + tokenId + '.png'. */
export const resourceItemSchema = z.object({
  tokenId,
  itemCode: z.number().int(),
  /** ERC-1155 balance of this id (whole units). */
  amount: baseUnits,
});
export type ResourceItem = z.infer<typeof resourceItemSchema>;

/** Spec 3 §3 "Resource history row", plus the tracker's view of the same transfer. */
export const resourceHistoryRowSchema = z.object({
  /** The send's block time. */
  createdAt: unixSeconds,
  sendTxHash: hash,
  /** The receive on Polygon; null while not received (the page shows Receive). */
  receiveTxHash: hash.nullable(),
  tokenIds: z.array(tokenId),
  /** True once the receive signature exists ({nft}/api/resource/send hands it out). */
  signed: z.boolean(),
  /** 1 Sended, 2 Received */
  status: z.union([z.literal(1), z.literal(2)]),
  transfer: bridgeTransferSchema,
});
export type ResourceHistoryRow = z.infer<typeof resourceHistoryRowSchema>;

export const resourceListRequestSchema = z.strictObject({
  address: optionalAddressSchema,
  /**
   * The resource ids the page read from the contract (spec 3 §2 tab 5). The list is the indexed
   * holdings of `address` on Arena-Z; these ids only narrow it (an empty array: all of them).
   */
  ids: z.array(tokenId).max(1_000),
});
export type ResourceListRequest = z.input<typeof resourceListRequestSchema>;

export const resourceListReplySchema = z.object({
  result: z.literal(1),
  /** by tokenId */
  list: z.array(resourceItemSchema),
  /** newest first */
  history: z.array(resourceHistoryRowSchema),
});
export type ResourceListReply = z.infer<typeof resourceListReplySchema>;

// --- POST {nft}/api/resource/send, /resource/receive ----------------------------------------------

export const txHashRequestSchema = z.strictObject({ txHash: txHashSchema });
export type TxHashRequest = z.input<typeof txHashRequestSchema>;

/**
 * The send (Arena-Z) of `txHash` and the EIP-712 signature the user submits to the Polygon
 * gateway's receive with these fields (nonce, receiver, tokenIds, amounts). The same hash always
 * gets the same answer; once received, 409 `bridge_already_delivered`.
 */
export const resourceSendReplySchema = z.union([
  z.object({
    result: z.literal(1),
    status: z.literal(1),
    nonce: z.string().regex(/^\d+$/),
    sender: z.string(),
    receiver: z.string(),
    tokenIds: z.array(tokenId),
    amounts: z.array(baseUnits),
    sig: signature,
  }),
  failureReplySchema,
]);
export type ResourceSendReply = z.infer<typeof resourceSendReplySchema>;

/** `txHash`: the receive on Polygon (or the send it delivered): status 2 once the receive is indexed. */
export const resourceReceiveReplySchema = z.union([
  z.object({
    result: z.literal(1),
    status: z.literal(2),
    tokenIds: z.array(tokenId),
    sendTxHash: hash,
    receiveTxHash: hash,
  }),
  failureReplySchema,
]);
export type ResourceReceiveReply = z.infer<typeof resourceReceiveReplySchema>;

// --- POST {nft}/api/bridge/loka/withdraw ----------------------------------------------------------

/**
 * The claim of the wLOKA withdrawal (Polygon) of `txHash`: the signature and the fields the
 * Ethereum claim takes. Before the checkpoint delay: result 0 `checkpoint_pending` (HTTP 200) with
 * `availableAt`; once claimed: 409 `bridge_already_delivered`.
 */
export const lokaWithdrawReplySchema = z.union([
  z.object({
    result: z.literal(1),
    nonce: z.string().regex(/^\d+$/),
    receiver: z.string(),
    /** base units */
    amount: baseUnits,
    sig: signature,
  }),
  z.object({
    result: z.literal(0),
    err: apiErrorSchema,
    /** When the signature becomes available (the withdrawal's block time + the delay). */
    availableAt: unixSeconds,
  }),
  failureReplySchema,
]);
export type LokaWithdrawReply = z.infer<typeof lokaWithdrawReplySchema>;

// --- POST {nft}/api/bridge/history ----------------------------------------------------------------

/** Spec 3 §3 "Token bridge history row", plus the tracker's view of the same transfer. */
export const tokenBridgeHistoryRowSchema = z.object({
  /** The source transaction's block time. */
  logDate: unixSeconds,
  txHash: hash,
  /** The claim (withdrawals) or the relayer's delivery (deposits); null before. */
  claimTxHash: hash.nullable(),
  /** base units */
  amount: baseUnits,
  /** 0 not completed ('claim' on a withdrawal), 99 Completed (a withdrawal: only once claimed) */
  status: z.union([z.literal(0), z.literal(99)]),
  transfer: bridgeTransferSchema,
});
export type TokenBridgeHistoryRow = z.infer<typeof tokenBridgeHistoryRowSchema>;

export const bridgeHistoryRequestSchema = z.strictObject({
  publicKey: optionalAddressSchema,
  /** Clamped to the last page (spec 3 §5). */
  page,
  /** 1 (tab 4): wLOKA withdrawals Polygon → Ethereum, to claim; 0: LOKA deposits Ethereum → Polygon. */
  network: z.union([z.literal(0), z.literal(1)], 'network must be 0 (deposits) or 1 (withdrawals)'),
});
export type BridgeHistoryRequest = z.input<typeof bridgeHistoryRequestSchema>;

export const BRIDGE_HISTORY_PAGE_SIZE = PAGE_SIZES.bridgeHistory;

export const bridgeHistoryReplySchema = z.object({
  result: z.literal(1),
  /** Base units of LOKA the wallet deposited on Ethereum (all its deposits). */
  loka: baseUnits,
  /** Base units of wLOKA the wallet withdrew on Polygon (all its withdrawals). */
  wloka: baseUnits,
  /** The page's rows (8 per page), newest first. */
  history: z.array(tokenBridgeHistoryRowSchema),
  /** Rows in the whole list. */
  num: z.number().int(),
  /** The page answered (clamped). */
  page: z.number().int(),
});
export type BridgeHistoryReply = z.infer<typeof bridgeHistoryReplySchema>;

// --- POST {nft}/api/bridge/transfers, /bridge/transfer --------------------------------------------

export const bridgeTransfersRequestSchema = z.strictObject({
  address: optionalAddressSchema,
  /** The tab's routes (BRIDGE_TAB_ROUTES): the drago and DST histories, or any mix. */
  routes: z.array(bridgeRouteSchema).min(1).max(7),
  page,
});
export type BridgeTransfersRequest = z.input<typeof bridgeTransfersRequestSchema>;

export const bridgeTransfersReplySchema = z.object({
  result: z.literal(1),
  /** Transfers the address sent or received on these routes, newest first, 8 per page. */
  transfers: z.array(bridgeTransferSchema),
  num: z.number().int(),
  page: z.number().int(),
});
export type BridgeTransfersReply = z.infer<typeof bridgeTransfersReplySchema>;

/** The transfers a source transaction made; [] while it is not indexed (the tracker's 'sent'). */
export const bridgeTransferReplySchema = z.object({
  result: z.literal(1),
  transfers: z.array(bridgeTransferSchema),
});
export type BridgeTransferReply = z.infer<typeof bridgeTransferReplySchema>;

// --- Endpoint descriptors ------------------------------------------------------------------------

const EXAMPLE_ADDRESS = '0x00000000000000000000000000000000000000aa';
const EXAMPLE_HASH = `0x${'ab'.repeat(32)}`;
/** Signature calls per minute per client. */
const SIGNATURE_RATE_LIMIT = 60;

/** How a bridge transaction is refused, whichever endpoint looks it up (the web shows error.<code>). */
const TX_ERRORS = {
  bridge_unavailable: { status: 503, message: 'This bridge route is not available on this server.' },
  bridge_tx_not_found: {
    status: 404,
    message: 'No confirmed bridge transaction with this hash has been indexed yet.',
  },
  not_bridge_tx: { status: 400, message: 'This transaction moved nothing across this bridge.' },
  bridge_not_your_tx: {
    status: 403,
    message: 'This transfer is not one of the signed-in wallet: it is neither its sender nor its receiver.',
  },
} as const;
const ALREADY_DELIVERED = {
  status: 409,
  message: 'This transfer was already delivered; its signature is not given again.',
} as const;

export const resourceListEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/resource/list',
  request: resourceListRequestSchema,
  example: { address: EXAMPLE_ADDRESS, ids: [1, 2] },
  reply: resourceListReplySchema,
  access: 'anyone',
  summary: "A wallet's resources on Arena-Z and its resource bridge history, from the indexed events",
});

export const resourceSendEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/resource/send',
  request: txHashRequestSchema,
  example: { txHash: EXAMPLE_HASH },
  reply: resourceSendReplySchema,
  access: 'wallet',
  summary: 'The receive signature of the resources sent to Polygon in this Arena-Z transaction',
  rateLimit: SIGNATURE_RATE_LIMIT,
  errors: { ...TX_ERRORS, bridge_already_delivered: ALREADY_DELIVERED },
});

export const resourceReceiveEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/resource/receive',
  request: txHashRequestSchema,
  example: { txHash: EXAMPLE_HASH },
  reply: resourceReceiveReplySchema,
  access: 'wallet',
  summary: 'Status 2 once the resource receive of this Polygon transaction is indexed',
  rateLimit: SIGNATURE_RATE_LIMIT,
  errors: TX_ERRORS,
});

export const lokaWithdrawEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/bridge/loka/withdraw',
  request: txHashRequestSchema,
  example: { txHash: EXAMPLE_HASH },
  reply: lokaWithdrawReplySchema,
  access: 'wallet',
  summary: 'The Ethereum claim signature of a wLOKA withdrawal, once its checkpoint delay has passed',
  rateLimit: SIGNATURE_RATE_LIMIT,
  errors: {
    ...TX_ERRORS,
    bridge_already_delivered: ALREADY_DELIVERED,
    // Spec 3 §4's text, word for word; the reply adds `availableAt`.
    checkpoint_pending: {
      status: 200,
      message:
        "Polygon checkpoints haven't arrived yet. It will be processed at the next checkpoint. It can take anywhere from 30 minutes to up to 6 hours.",
    },
  },
});

export const bridgeHistoryEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/bridge/history',
  request: bridgeHistoryRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS, page: 1, network: 1 },
  reply: bridgeHistoryReplySchema,
  access: 'anyone',
  summary: "A wallet's LOKA withdrawals (network 1) or deposits (network 0), 8 per page",
});

export const bridgeTransfersEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/bridge/transfers',
  request: bridgeTransfersRequestSchema,
  example: { address: EXAMPLE_ADDRESS, routes: ['drago-ethereum'], page: 1 },
  reply: bridgeTransfersReplySchema,
  access: 'anyone',
  summary: "A wallet's transfers on the given bridge routes with their steps, 8 per page",
});

export const bridgeTransferEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/bridge/transfer',
  request: txHashRequestSchema,
  example: { txHash: EXAMPLE_HASH },
  reply: bridgeTransferReplySchema,
  access: 'anyone',
  summary: 'The bridge transfers of one source transaction with their steps ([] until indexed)',
});

/** The bridge module's endpoints. */
export const bridgeEndpoints = {
  resourceList: resourceListEndpoint,
  resourceSend: resourceSendEndpoint,
  resourceReceive: resourceReceiveEndpoint,
  lokaWithdraw: lokaWithdrawEndpoint,
  history: bridgeHistoryEndpoint,
  transfers: bridgeTransfersEndpoint,
  transfer: bridgeTransferEndpoint,
} as const;
