import { z } from 'zod';
import { lowerAddressSchema, optionalAddressSchema } from '../address';
import { PAGE_SIZES } from '../pagination';
import { CLAIM_BELOW_MINIMUM_MESSAGE } from '../rental';
import { heldClaimsSchema } from './amounts';
import { endpoint } from './endpoint';
import { failureReplySchema } from './envelope';
import { text } from './text';
import { walletSignatureSchema } from './walletSignature';

/**
 * Spec 2 §7 `/drago/rent/*` calls (all POST): the list under the nft base (`/api/...`), the rest
 * under the game base, plus the game server's internal mining report. Addresses are lowercase;
 * DSA figures are whole DSA (numbers); dates are Unix seconds, like the drago replies
 * (`api/dragos.ts`). The rules behind them: `../rental.ts`; the server: apps/api/src/modules/rental.
 */

/** The header carrying RENTAL_MINING_SECRET on the internal mining report. */
export const RENTAL_MINING_SECRET_HEADER = 'x-rental-mining-secret';

const tokenId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const page = z.number().int().min(1).max(1_000_000);
const signature = walletSignatureSchema();

/** A drago's rent as the drago replies carry it (`dragoRentSchema` of api/dragos.ts). */
export const rentSchema = z.object({
  /** 1 active, 0 cancelled, 2 ended (expired and superseded by a new rental) */
  status: z.number().int(),
  from: z.string(),
  to: z.string(),
  startDate: z.number().int(),
  expireDate: z.number().int(),
  /** the owner's share of 10 */
  profitShareRatio: z.number().int(),
  stats: z.object({ currentDSA: z.number(), currentProfit: z.number() }),
});
export type Rent = z.infer<typeof rentSchema>;

/** A rented drago in the rental lists: which drago, and its rent. */
export const rentedDragoSchema = z.object({
  tokenId: z.number().int(),
  /** 0 Ethereum, 1 Polygon, 2 Arena-Z */
  network: z.number().int(),
  rent: rentSchema,
});
export type RentedDrago = z.infer<typeof rentedDragoSchema>;

/** Spec 2 §2 History rows: the borrower, the drago, the DSA mined, when. */
export const rentalHistoryEntrySchema = z.object({
  to: z.string(),
  dragoTokenId: z.number().int(),
  delta: z.number(),
  /** Unix seconds */
  logDate: z.number().int(),
});
export type RentalHistoryEntry = z.infer<typeof rentalHistoryEntrySchema>;

const addressRequest = z.strictObject({ address: optionalAddressSchema });
const pagedRequest = z.strictObject({ address: optionalAddressSchema, page });

export const rentListReplySchema = z.object({ result: z.literal(1), dragos: z.array(rentedDragoSchema) });
export const rentInfoReplySchema = z.object({
  result: z.literal(1),
  unclaimedProfit: z.number(),
  /** DST claims held back by the payout contract's rules: "delayed, under review" (issue 41). */
  heldClaims: heldClaimsSchema,
});
export const rentManageListReplySchema = z.object({
  result: z.literal(1),
  dragos: z.array(rentedDragoSchema),
  numPage: z.number().int(),
});
export const rentHistoryReplySchema = z.object({
  result: z.literal(1),
  history: z.array(rentalHistoryEntrySchema),
  numPage: z.number().int(),
});
export type RentListReply = z.infer<typeof rentListReplySchema>;
export type RentInfoReply = z.infer<typeof rentInfoReplySchema>;
export type RentManageListReply = z.infer<typeof rentManageListReplySchema>;
export type RentHistoryReply = z.infer<typeof rentHistoryReplySchema>;

/** POST {game}/drago/rent/claim: the SIWE session's own profit. */
export const rentClaimRequestSchema = z.strictObject({ address: lowerAddressSchema() });
export const rentClaimReplySchema = z.union([
  z.object({
    result: z.literal(1),
    /** what is left unclaimed: 0 */
    unclaimedProfit: z.number(),
    claim: z.object({
      payoutId: z.string(),
      /** DSA taken off the balance */
      dsa: z.number(),
      /** DST paid, 2 decimals: the X of "You will receive X DST." */
      dst: z.string(),
      /** DST base units paid on Arena-Z */
      amount: z.string().regex(/^\d+$/),
      status: z.string(),
    }),
  }),
  failureReplySchema,
]);
export type RentClaimRequest = z.input<typeof rentClaimRequestSchema>;
export type RentClaimReply = z.infer<typeof rentClaimReplySchema>;

/**
 * POST {game}/drago/rent/direct. `signed` is the lender's personal_sign of rentalMessage({action:
 * 'rent', rentee: rentAddress, tokenId, shareRatio, expireTime, chainId of the drago's network,
 * issuedAt}). Ratio and duration are checked by the server (result 0 invalid_rental_terms).
 */
export const rentDirectRequestSchema = z.strictObject({
  address: lowerAddressSchema(),
  rentAddress: lowerAddressSchema(),
  tokenId,
  /** seconds: days × 86400 */
  expireTime: z.number().int().min(0).max(1_000_000_000),
  /** the owner's share of 10 */
  shareRatio: z.number().int().min(0).max(10),
  signed: signature,
  issuedAt: z.iso.datetime(),
});
export type RentDirectRequest = z.input<typeof rentDirectRequestSchema>;

/** POST {game}/drago/rent/cancel: `signed` over rentalMessage({action: 'cancel', …}). */
export const rentCancelRequestSchema = z.strictObject({
  address: lowerAddressSchema(),
  rentAddress: lowerAddressSchema(),
  tokenId,
  signed: signature,
  issuedAt: z.iso.datetime(),
});
export type RentCancelRequest = z.input<typeof rentCancelRequestSchema>;

export const rentActionReplySchema = z.union([z.object({ result: z.literal(1) }), failureReplySchema]);
export type RentActionReply = z.infer<typeof rentActionReplySchema>;

/**
 * POST {game}/drago/rent/internal/mining: the game server reports DSA a rented drago mined, with
 * the RENTAL_MINING_SECRET_HEADER. Idempotent by reportId.
 */
export const miningReportRequestSchema = z.strictObject({
  /** The game's id of this report; a second report with the same id changes nothing. */
  reportId: text().min(1).max(100),
  tokenId,
  /** whole DSA mined */
  delta: z.number().int().min(1).max(1_000_000_000),
  /** when it was mined (default: now); credited to the rental active then */
  minedAt: z.iso.datetime().optional(),
});
export type MiningReportRequest = z.input<typeof miningReportRequestSchema>;
export const miningReportReplySchema = z.union([
  z.object({
    result: z.literal(1),
    /** true when this reportId was already counted (nothing changed) */
    duplicate: z.boolean(),
    currentDSA: z.number(),
    currentProfit: z.number(),
  }),
  failureReplySchema,
]);
export type MiningReportReply = z.infer<typeof miningReportReplySchema>;

const EXAMPLE_ADDRESS = '0x00000000000000000000000000000000000000aa';
const EXAMPLE_RENTEE = '0x00000000000000000000000000000000000000bb';
/** Rental actions per minute per client: each verifies a signature. */
const RENTAL_ACTION_RATE_LIMIT = 30;

// The rental's domain failures are HTTP 200 with result 0; the web shows its catalogue text error.<code>.
const NOT_RENTED = { status: 200, message: 'This drago is not rented.' } as const;
/** A rent or cancel message's signature (the signed-action verifier's refusals). */
const SIGNATURE_ERRORS = {
  rental_signature_invalid: { status: 200, message: 'The signature does not match this wallet and rental.' },
  rental_signature_expired: {
    status: 200,
    message: 'The signature has expired. Please sign the rental again.',
  },
  rental_signature_replayed: {
    status: 200,
    message: 'This signature was already used. Please sign the rental again.',
  },
} as const;

export const rentListEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/drago/rent/list',
  request: addressRequest,
  example: { address: EXAMPLE_ADDRESS },
  reply: rentListReplySchema,
  access: 'anyone',
  summary: 'The dragos rented out by or to a wallet, rentals not expired',
});

export const rentInfoEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/drago/rent/info',
  request: addressRequest,
  example: { address: EXAMPLE_ADDRESS },
  reply: rentInfoReplySchema,
  access: 'anyone',
  summary: "A lender's unclaimed rental profit in DSA, and their DST claims held for review",
});

export const rentManageListEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/drago/rent/manage/list',
  request: pagedRequest,
  example: { address: EXAMPLE_ADDRESS, page: 1 },
  reply: rentManageListReplySchema,
  access: 'anyone',
  summary: `A lender's rentals with their mined DSA and profit, ${PAGE_SIZES.rentalManage} per page`,
});

export const rentHistoryEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/drago/rent/manage/history',
  request: pagedRequest,
  example: { address: EXAMPLE_ADDRESS, page: 1 },
  reply: rentHistoryReplySchema,
  access: 'anyone',
  summary: `DSA mined by a lender's rented dragos, newest first, ${PAGE_SIZES.rentalHistory} per page`,
});

export const rentClaimEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/drago/rent/claim',
  request: rentClaimRequestSchema,
  example: { address: EXAMPLE_ADDRESS },
  reply: rentClaimReplySchema,
  access: 'wallet',
  summary: 'Claim the rental profit: (unclaimed − 10) / 100 DST paid on Arena-Z',
  errors: {
    claim_below_minimum: { status: 200, message: CLAIM_BELOW_MINIMUM_MESSAGE },
    rental_payout_unavailable: {
      status: 200,
      message: 'Rental profit payouts are not available on this server right now.',
    },
  },
});

export const rentDirectEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/drago/rent/direct',
  request: rentDirectRequestSchema,
  example: {
    address: EXAMPLE_ADDRESS,
    rentAddress: EXAMPLE_RENTEE,
    tokenId: 20001,
    expireTime: 2_592_000,
    shareRatio: 5,
    signed: `0x${'11'.repeat(65)}`,
    issuedAt: '2025-01-02T03:04:05.000Z',
  },
  reply: rentActionReplySchema,
  access: 'anyone',
  summary: "Rent a drago out, with the lender's signature of rentalMessage()",
  rateLimit: RENTAL_ACTION_RATE_LIMIT,
  errors: {
    ...SIGNATURE_ERRORS,
    drago_not_owned: { status: 200, message: 'This drago is not yours.' },
    drago_already_rented: { status: 200, message: 'This drago is already rented.' },
    rentee_is_owner: { status: 200, message: 'You cannot rent a drago to yourself.' },
    rentee_zero_address: { status: 200, message: 'The rentee address cannot be the zero address.' },
    invalid_rental_terms: {
      status: 200,
      message: 'Choose a ratio from 9:1 to 1:9 and a duration of 7, 30, 90 or 365 days.',
    },
  },
});

export const rentCancelEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/drago/rent/cancel',
  request: rentCancelRequestSchema,
  example: {
    address: EXAMPLE_ADDRESS,
    rentAddress: EXAMPLE_RENTEE,
    tokenId: 20001,
    signed: `0x${'11'.repeat(65)}`,
    issuedAt: '2025-01-02T03:04:05.000Z',
  },
  reply: rentActionReplySchema,
  access: 'anyone',
  summary: "Cancel a rental, with the lender's signature of rentalMessage()",
  rateLimit: RENTAL_ACTION_RATE_LIMIT,
  errors: {
    ...SIGNATURE_ERRORS,
    not_rented: NOT_RENTED,
    not_rental_lender: { status: 200, message: 'Only the lender can cancel this rental.' },
  },
});

export const miningReportEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/drago/rent/internal/mining',
  request: miningReportRequestSchema,
  example: { reportId: 'report-1', tokenId: 20001, delta: 120 },
  reply: miningReportReplySchema,
  access: 'anyone',
  summary: `Internal: the game reports DSA a rented drago mined (needs the ${RENTAL_MINING_SECRET_HEADER} header)`,
  rateLimit: false,
  errors: {
    mining_unauthorized: { status: 401, message: 'This internal endpoint needs the mining secret.' },
    not_rented: NOT_RENTED,
  },
});

/** The rental module's endpoints. */
export const rentalEndpoints = {
  rentList: rentListEndpoint,
  rentInfo: rentInfoEndpoint,
  rentManageList: rentManageListEndpoint,
  rentHistory: rentHistoryEndpoint,
  rentClaim: rentClaimEndpoint,
  rentDirect: rentDirectEndpoint,
  rentCancel: rentCancelEndpoint,
  miningReport: miningReportEndpoint,
} as const;
