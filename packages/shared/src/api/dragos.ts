import { z } from 'zod';
import { lowerAddressSchema, optionalAddressSchema } from '../address';
import type { NetworkKey } from '../networks';
import { DEFAULT_BASE_PATHS, endpoint } from './endpoint';
import { failureReplySchema } from './envelope';

/**
 * Spec 2 §7 drago calls (all POST under the nft base, whose calls live under /api), plus the
 * ERC-721 metadata and image routes that `tokenURI` points at (GET, beyond the spec). Token ids
 * are numbers in replies (the spec compares them: genesis 10001–20000, direct hatch ≥ 20000);
 * request ids of the randomness oracle are decimal strings (uint256); times are Unix seconds;
 * addresses are lowercase. Networks are the spec's indexes: 0 Ethereum, 1 Polygon, 2 Arena-Z.
 */

/** Spec 2 §9: genesis eggs are ids 10001 to 20000 (Ethereum; they bridge to Arena-Z to hatch). */
export const GENESIS_EGG_ID_MIN = 10_001;
export const GENESIS_EGG_ID_MAX = 20_000;
export function isGenesisTokenId(tokenId: number): boolean {
  return tokenId >= GENESIS_EGG_ID_MIN && tokenId <= GENESIS_EGG_ID_MAX;
}
/**
 * Spec 2 §4: eggs above the genesis range hatch directly, on their own network (each network's
 * Egg contract, its Drago and its randomness oracle). Each network lays eggs from its own first id,
 * so an egg's id (and the drago hatched with it) is unique across the chains dragos cross between.
 */
export const FIRST_EGG_ID_BY_NETWORK: Readonly<Record<NetworkKey, number>> = {
  arenaz: 20_001,
  ethereum: 1_000_000_001,
  polygon: 2_000_000_001,
};
/** Spec 2 §9: the maximum breed count (shown as n/7). */
export const DRAGO_BREED_MAX = 7;

/** A transaction hash: 0x and 64 hex digits (any case in, lowercase out). */
export const txHashSchema = z
  .string('must be a 0x-prefixed 32-byte transaction hash')
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte transaction hash')
  .transform((value) => value.toLowerCase() as `0x${string}`);

const TOKEN_ID_MESSAGE = 'tokenId must be a token id (a whole number from 0)';
/** A token id in a request: a number, or its decimal string (a route parameter); a safe integer out. */
export const tokenIdSchema = z
  .union([z.number(TOKEN_ID_MESSAGE), z.string(TOKEN_ID_MESSAGE).regex(/^\d{1,16}$/, TOKEN_ID_MESSAGE)], {
    error: TOKEN_ID_MESSAGE,
  })
  .transform((value) => Number(value))
  .pipe(
    z.number().int(TOKEN_ID_MESSAGE).min(0, TOKEN_ID_MESSAGE).max(Number.MAX_SAFE_INTEGER, TOKEN_ID_MESSAGE),
  );

export const NETWORK_INDEXES = [0, 1, 2] as const;
const networkIndex = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const tokenId = z.number().int().nonnegative();

/**
 * A randomness request of the oracle that has not been fulfilled yet (a hatch or a rehatch in
 * flight). `stuck`: older than RANDOMNESS_STUCK_AFTER_SECONDS; it is fulfilled when the oracle
 * comes back, never re-requested, so the id is what support needs.
 */
export const randomnessStateSchema = z.object({
  requestId: z.string().regex(/^\d+$/),
  requestedAt: z.number().int(),
  stuck: z.boolean(),
});
export type RandomnessState = z.infer<typeof randomnessStateSchema>;

/** Spec 2 §3 "Rent". Filled by the rental issue; null until then. */
export const dragoRentSchema = z.object({
  /** 1 active */
  status: z.number().int(),
  /** the owner / lender */
  from: z.string(),
  /** the rentee */
  to: z.string(),
  startDate: z.number().int(),
  expireDate: z.number().int(),
  /** the owner's share as a fraction of 10 */
  profitShareRatio: z.number(),
  stats: z.object({ currentDSA: z.number(), currentProfit: z.number() }).optional(),
});
export type DragoRent = z.infer<typeof dragoRentSchema>;

/** Spec 2 §3 "Drago". `datas` is the gene array (38 numbers, layout in packages/shared/src/drago). */
export const dragoSchema = z.object({
  tokenId,
  network: networkIndex,
  /** 1 normal, 2 epic, 3 legend (datas[0]) */
  grade: z.number().int(),
  /** breed count, 0..7 */
  breed: z.number().int(),
  /** rehatches left; above 0 allows a rehatch */
  rehatching: z.number().int(),
  /** the two parent ids; 0 for none (seeded and genesis dragos) */
  parents: z.tuple([tokenId, tokenId]),
  owner: z.string(),
  datas: z.array(z.number().int()),
  rent: dragoRentSchema.nullable(),
  /** A rehatch in flight (its randomness not fulfilled yet); null otherwise. */
  randomness: randomnessStateSchema.nullable(),
});
export type Drago = z.infer<typeof dragoSchema>;

/** Egg status (spec 2 §3): 0 ready, 1 hatching (also: a genesis egg on its way to Arena-Z). */
export const EGG_STATUS = { ready: 0, hatching: 1 } as const;

/** Spec 2 §3 "Egg", plus what the API knows about it. */
export const eggSchema = z.object({
  tokenId,
  status: z.union([z.literal(0), z.literal(1)]),
  network: networkIndex,
  /** ids 10001–20000: hatched through Bridge & Hatch */
  genesis: z.boolean(),
  /** the two parent ids of a bred egg; 0 for none */
  parents: z.tuple([tokenId, tokenId]),
  /** The hatch's randomness request while it is not fulfilled; null otherwise. */
  randomness: randomnessStateSchema.nullable(),
  /**
   * A genesis egg sent through the gate and not yet hatched on Arena-Z: the send's hash (what
   * {nft}/drago/genesis/hatch takes; the repair button sends it again). Null otherwise.
   */
  genesisTxHash: z.string().nullable(),
});
export type Egg = z.infer<typeof eggSchema>;

/** Spec 2 §3 "Drago stats": one per part (Horn, Eye, Head, Body, Wing, Leg, Tail). */
export const dragoStatSchema = z.object({
  /** 1 normal, 2 epic, 3 legend (epic and legend get frames) */
  grade: z.number().int(),
  /** dominant attribute 1..50 */
  attr: z.number().int(),
  /** the part: 0 Horn … 6 Tail (`dragoStats` of @kingdoms/shared/drago) */
  code: z.number().int(),
  /** value: a fraction, shown as a percent with 1 decimal */
  ability: z.object({ code: z.number().int(), value: z.number() }),
  /** a fraction */
  bonus: z.number(),
});
export type DragoStat = z.infer<typeof dragoStatSchema>;

export const dragoBonusSchema = z.object({ code: z.number().int(), value: z.number() });
export type DragoBonus = z.infer<typeof dragoBonusSchema>;

// --- POST {nft}/api/drago/inventory --------------------------------------------------------------

export const inventoryRequestSchema = z.strictObject({
  address: optionalAddressSchema,
  /** Also list dragos rented out by / to the wallet (the rental issue). */
  includeRent: z.boolean(),
  /** Only this network; all three when absent. */
  network: networkIndex.optional(),
});
export type InventoryRequest = z.input<typeof inventoryRequestSchema>;

export const inventoryReplySchema = z.object({
  result: z.literal(1),
  /** by tokenId */
  myDragos: z.array(dragoSchema),
  /** by tokenId */
  myEggs: z.array(eggSchema),
});
export type InventoryReply = z.infer<typeof inventoryReplySchema>;

// --- POST {nft}/api/market/detail ----------------------------------------------------------------

export const detailRequestSchema = z.strictObject({
  tokenId: tokenIdSchema,
  /** The viewer ('' without a wallet); the reply is the same for everyone. */
  address: optionalAddressSchema,
});
export type DetailRequest = z.input<typeof detailRequestSchema>;

export const detailReplySchema = z.union([
  z.object({
    result: z.literal(1),
    drago: dragoSchema,
    /** 7 entries, in part order */
    stats: z.array(dragoStatSchema),
    bonus: z.array(dragoBonusSchema),
  }),
  failureReplySchema,
]);
export type DetailReply = z.infer<typeof detailReplySchema>;

// --- POST {nft}/api/drago/genesis/hatch ----------------------------------------------------------

/**
 * Where a genesis egg is: 1 sent through the gate on Ethereum (the relayer carries it), 2 received
 * on Arena-Z and hatching (waiting for randomness), 3 hatched (`tokenId` is the new drago).
 */
export const GENESIS_HATCH_STATUS = { sent: 1, hatching: 2, hatched: 3 } as const;

export const genesisHatchRequestSchema = z.strictObject({ txHash: txHashSchema });
export type GenesisHatchRequest = z.input<typeof genesisHatchRequestSchema>;

export const genesisHatchReplySchema = z.union([
  z.object({
    result: z.literal(1),
    status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** The new drago once status is 3; null before. */
    tokenId: tokenId.nullable(),
    /** The egg that was sent. */
    eggId: tokenId,
    /** The hatch's randomness request while it is pending (status 2); null otherwise. */
    randomness: randomnessStateSchema.nullable(),
  }),
  failureReplySchema,
]);
export type GenesisHatchReply = z.infer<typeof genesisHatchReplySchema>;

// --- POST {nft}/api/drago/hatch/start -----------------------------------------------------------

/**
 * Spec 2 §7 "a separate hatch-start call ({address, tokenId, txHash})": records for the game that
 * this wallet started hatching an egg (`Egg.hatching`) or rehatching a drago (`Drago.rehatching`)
 * in this transaction, on whichever network it was sent. The web app does not call it.
 */
export const HATCH_START_KINDS = ['hatch', 'rehatch'] as const;
export type HatchStartKind = (typeof HATCH_START_KINDS)[number];

export const hatchStartRequestSchema = z.strictObject({
  address: lowerAddressSchema(),
  tokenId: tokenIdSchema,
  txHash: txHashSchema,
});
export type HatchStartRequest = z.input<typeof hatchStartRequestSchema>;

export const hatchStartSchema = z.object({
  tokenId,
  txHash: z.string(),
  network: networkIndex,
  kind: z.enum(HATCH_START_KINDS),
  /** 'pending' while the transaction was not mined when recorded; 'mined' once it was. */
  state: z.enum(['pending', 'mined']),
  /** When it was first recorded (Unix seconds). */
  recordedAt: z.number().int(),
});
export type HatchStart = z.infer<typeof hatchStartSchema>;

export const hatchStartReplySchema = z.union([
  z.object({ result: z.literal(1), hatchStart: hatchStartSchema }),
  failureReplySchema,
]);
export type HatchStartReply = z.infer<typeof hatchStartReplySchema>;

// --- Endpoint descriptors ------------------------------------------------------------------------

const EXAMPLE_ADDRESS = '0x00000000000000000000000000000000000000aa';
/** Each genesis/hatch (and hatch/start) call may read from the chains: limited per client. */
const GENESIS_HATCH_RATE_LIMIT = 60;

const DRAGO_NOT_FOUND = { status: 404, message: 'There is no drago with this token id.' } as const;
const EGG_NOT_FOUND = { status: 404, message: 'There is no egg with this token id.' } as const;

export const dragoInventoryEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/drago/inventory',
  request: inventoryRequestSchema,
  example: { address: EXAMPLE_ADDRESS, includeRent: false, network: 2 },
  reply: inventoryReplySchema,
  access: 'anyone',
  summary: "A wallet's dragos and eggs on the three chains, from the indexed events",
});

export const dragoDetailEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/market/detail',
  request: detailRequestSchema,
  example: { tokenId: 20001, address: '' },
  reply: detailReplySchema,
  access: 'anyone',
  summary: 'One drago with its stats and bonus list derived from its genes',
  errors: { drago_not_found: DRAGO_NOT_FOUND },
});

export const genesisHatchEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/drago/genesis/hatch',
  request: genesisHatchRequestSchema,
  example: { txHash: `0x${'ab'.repeat(32)}` },
  reply: genesisHatchReplySchema,
  access: 'anyone',
  summary:
    'Where the genesis egg sent in this Ethereum transaction is: sent, hatching, or hatched into a drago',
  rateLimit: GENESIS_HATCH_RATE_LIMIT,
  errors: {
    relayer_unavailable: { status: 503, message: 'Genesis eggs cannot be bridged on this server right now.' },
    genesis_tx_not_found: { status: 404, message: 'No confirmed Ethereum transaction has this hash yet.' },
    not_genesis_send: {
      status: 400,
      message: 'This transaction did not send a genesis egg through the genesis gate.',
    },
  },
});

export const hatchStartEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/drago/hatch/start',
  request: hatchStartRequestSchema,
  example: { address: EXAMPLE_ADDRESS, tokenId: 20001, txHash: `0x${'cd'.repeat(32)}` },
  reply: hatchStartReplySchema,
  access: 'wallet',
  summary:
    'Records for the game that the signed-in wallet started a hatch (or rehatch) in this transaction; once per hash',
  // Each call may look the hash up on every chain.
  rateLimit: GENESIS_HATCH_RATE_LIMIT,
  errors: {
    hatch_tx_not_found: {
      status: 404,
      message: 'No chain with eggs or dragos knows a transaction with this hash.',
    },
    not_hatch_tx: {
      status: 400,
      message: 'This transaction is not a hatch or rehatch of this token sent by this wallet, or it failed.',
    },
    not_token_owner: {
      status: 403,
      message: 'This wallet does not own the egg or drago this transaction hatches.',
    },
    hatch_start_conflict: {
      status: 409,
      message: 'This transaction was already recorded for another wallet or token.',
    },
  },
});

// --- ERC-721 metadata (tokenURI = {nft}/api/drago/metadata/ + id; beyond the spec) ---------------

/** A token id in a path: decimal digits, no sign, no leading zero. */
const pathTokenId = z
  .string(TOKEN_ID_MESSAGE)
  .regex(/^(0|[1-9]\d{0,15})$/, TOKEN_ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER, TOKEN_ID_MESSAGE));
export const tokenPathSchema = z.strictObject({ tokenId: pathTokenId });

/** The ERC-721 metadata JSON wallets and marketplaces read (OpenSea's field names). */
export const tokenMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Absolute URL of the SVG image. */
  image: z.string(),
  /** The drago's page on this site. */
  external_url: z.string(),
  attributes: z.array(
    z.object({
      trait_type: z.string(),
      value: z.union([z.string(), z.number()]),
      display_type: z.literal('number').optional(),
      max_value: z.number().optional(),
    }),
  ),
});
export type TokenMetadata = z.infer<typeof tokenMetadataSchema>;

export const dragoMetadataEndpoint = endpoint({
  base: 'nft',
  method: 'GET',
  path: '/api/drago/metadata/:tokenId',
  params: tokenPathSchema,
  paramsExample: { tokenId: '20001' },
  reply: tokenMetadataSchema,
  access: 'anyone',
  summary: "A drago's ERC-721 metadata (its tokenURI): name, description, image, attributes from the genes",
  errors: { drago_not_found: DRAGO_NOT_FOUND },
});

/**
 * The Drago contract's tokenURI base for an API at `origin` (tokenURI = base + id), built from the
 * metadata descriptor so the contract and the route cannot drift apart.
 */
export function dragoTokenUriBase(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${DEFAULT_BASE_PATHS.nft}${dragoMetadataEndpoint.path.replace(':tokenId', '')}`;
}

export const dragoImageEndpoint = endpoint({
  base: 'nft',
  method: 'GET',
  path: '/api/drago/image/:tokenId.svg',
  params: tokenPathSchema,
  paramsExample: { tokenId: '20001' },
  reply: z.string(),
  produces: 'image/svg+xml; charset=utf-8',
  access: 'anyone',
  summary: 'A drago drawn from its genes (animated SVG)',
  errors: { drago_not_found: DRAGO_NOT_FOUND },
});

export const eggMetadataEndpoint = endpoint({
  base: 'nft',
  method: 'GET',
  path: '/api/egg/metadata/:tokenId',
  params: tokenPathSchema,
  paramsExample: { tokenId: '20001' },
  reply: tokenMetadataSchema,
  access: 'anyone',
  summary: "An egg's ERC-721 metadata: name, description, image, genesis and status",
  errors: { egg_not_found: EGG_NOT_FOUND },
});

export const eggImageEndpoint = endpoint({
  base: 'nft',
  method: 'GET',
  path: '/api/egg/image/:tokenId.svg',
  params: tokenPathSchema,
  paramsExample: { tokenId: '20001' },
  reply: z.string(),
  produces: 'image/svg+xml; charset=utf-8',
  access: 'anyone',
  summary: 'An egg (animated SVG; genesis eggs are gold)',
  errors: { egg_not_found: EGG_NOT_FOUND },
});

/** The dragos module's endpoints. */
export const dragoEndpoints = {
  inventory: dragoInventoryEndpoint,
  detail: dragoDetailEndpoint,
  genesisHatch: genesisHatchEndpoint,
  hatchStart: hatchStartEndpoint,
  dragoMetadata: dragoMetadataEndpoint,
  dragoImage: dragoImageEndpoint,
  eggMetadata: eggMetadataEndpoint,
  eggImage: eggImageEndpoint,
} as const;
