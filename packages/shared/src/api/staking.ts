import { z } from 'zod';
import { lowerAddressSchema, optionalAddressSchema } from '../address';
import { COMMENT_MAX_LENGTH, CONTINENT_MAX, CONTINENT_MIN } from '../staking';
import { baseUnitsSchema as baseUnits, heldClaimsSchema } from './amounts';
import { emptyBodySchema, endpoint } from './endpoint';
import { failureReplySchema } from './envelope';
import { text } from './text';
import { walletSignatureSchema } from './walletSignature';

/**
 * Spec 3 §7 pledging calls, all POST under the game base. Token amounts are decimal strings of
 * base units (10^18 per A2Z); addresses are lowercase.
 */

const continent = z.number().int().min(CONTINENT_MIN).max(CONTINENT_MAX);

export const continentEntrySchema = z.object({
  continent: z.number().int(),
  /** rank among the 26 continents by total pledged, 1-based */
  rank: z.number().int(),
  tier: z.number().int(),
  value: baseUnits,
  /** pledgers with a stake above 0 on this continent */
  holders: z.number().int(),
});
export type ContinentEntry = z.infer<typeof continentEntrySchema>;

export const individualEntrySchema = z.object({
  rank: z.number().int(),
  address: z.string(),
  value: baseUnits,
  /** the continent holding most of this pledger's stake, and its tier */
  continent: z.number().int(),
  tier: z.number().int(),
  staking: z.object({ comment: z.string() }).optional(),
});
export type IndividualEntry = z.infer<typeof individualEntrySchema>;

/** POST /staking/dashboard (empty body) */
export const dashboardReplySchema = z.object({
  result: z.literal(1),
  dashboard: z.object({
    continent: z.array(continentEntrySchema),
    individual: z.array(individualEntrySchema),
    totalValue: baseUnits,
    totalHolder: z.number().int(),
    /** ISO time of the indexed block the figures reflect */
    updatedAt: z.string().nullable(),
  }),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

/** POST /staking/stake/list (empty body): every continent 1..26 in continent order. */
export const stakeListReplySchema = z.object({
  result: z.literal(1),
  stake: z.object({ continent: z.array(continentEntrySchema) }),
});
export type StakeListReply = z.infer<typeof stakeListReplySchema>;

/** POST /staking/mystaking */
export const myStakingRequestSchema = z.strictObject({ address: optionalAddressSchema });
export type MyStakingRequest = z.input<typeof myStakingRequestSchema>;

export const myStakingReplySchema = z.object({
  result: z.literal(1),
  my: z.object({
    address: z.string(),
    /** total pledged across continents */
    value: baseUnits,
    /** individual rank by total pledged; 0 when nothing is pledged */
    ranking: z.number().int(),
    /** claimable reward (base units of A2Z, paid on Polygon) */
    reward: baseUnits,
    /** continents with a stake above 0, in continent order */
    continents: z.array(z.object({ continent: z.number().int(), value: baseUnits, tier: z.number().int() })),
    staking: z.object({ total: baseUnits, comment: z.string() }),
    /** Reward claims held back by the payout contract's rules: "delayed, under review". */
    heldClaims: heldClaimsSchema,
  }),
});
export type MyStakingReply = z.infer<typeof myStakingReplySchema>;

/** Spec 3 §5, word for word: the reply's message when a comment is too long. */
export const COMMENT_TOO_LONG_MESSAGE = `Comments can contain up to ${COMMENT_MAX_LENGTH} characters.`;

/**
 * POST /staking/change/comment. `signed` is the wallet's personal_sign of
 * commentMessage(address, comment, issuedAt).
 */
export const changeCommentRequestSchema = z.strictObject({
  address: lowerAddressSchema(),
  comment: text().max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE),
  signed: walletSignatureSchema(),
  issuedAt: z.iso.datetime(),
});
export type ChangeCommentRequest = z.input<typeof changeCommentRequestSchema>;

export const changeCommentReplySchema = z.union([
  z.object({ result: z.literal(1), comment: z.string() }),
  failureReplySchema,
]);
export type ChangeCommentReply = z.infer<typeof changeCommentReplySchema>;

/** POST /staking/continent/ranking */
export const continentRankingRequestSchema = z.strictObject({ continent });
export type ContinentRankingRequest = z.infer<typeof continentRankingRequestSchema>;

export const continentRankingReplySchema = z.object({
  result: z.literal(1),
  ranking: z.object({
    continent: z.number().int(),
    individual: z.array(individualEntrySchema),
  }),
});
export type ContinentRankingReply = z.infer<typeof continentRankingReplySchema>;

/** POST /staking/claim/myreward: needs the SIWE session of `address`. */
export const claimRewardRequestSchema = z.strictObject({ address: lowerAddressSchema() });
export type ClaimRewardRequest = z.input<typeof claimRewardRequestSchema>;

export const claimRewardReplySchema = z.union([
  z.object({
    result: z.literal(1),
    claim: z.object({ payoutId: z.string(), amount: baseUnits, status: z.string() }),
  }),
  failureReplySchema,
]);
export type ClaimRewardReply = z.infer<typeof claimRewardReplySchema>;

/**
 * Payout states of a claim: queued → sent → paid (or failed, retried by the worker). 'held': the
 * payout contract refuses it by its own rules (paused, above its maximum, beyond its daily limit);
 * the worker releases it when the contract would take it, and the player sees "delayed, under review".
 */
export const PAYOUT_STATUS = ['queued', 'sent', 'paid', 'failed', 'held'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUS)[number];

/** Comment registrations per minute per client: each one verifies a signature. */
const COMMENT_RATE_LIMIT = 30;
const EXAMPLE_ADDRESS = '0x00000000000000000000000000000000000000aa';

export const dashboardEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/staking/dashboard',
  request: emptyBodySchema,
  example: {},
  reply: dashboardReplySchema,
  access: 'anyone',
  summary: 'Continent and individual rankings with the total pledged and holder count',
});

export const stakeListEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/staking/stake/list',
  request: emptyBodySchema,
  example: {},
  reply: stakeListReplySchema,
  access: 'anyone',
  summary: 'Every continent with its tier, rank and total pledged, in continent order',
});

export const myStakingEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/staking/mystaking',
  request: myStakingRequestSchema,
  example: { address: EXAMPLE_ADDRESS },
  reply: myStakingReplySchema,
  access: 'anyone',
  summary: "A wallet's pledges, rank, comment and claimable reward ('' answers zeros)",
});

export const continentRankingEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/staking/continent/ranking',
  request: continentRankingRequestSchema,
  example: { continent: 8 },
  reply: continentRankingReplySchema,
  access: 'anyone',
  summary: 'The pledgers of one continent by their stake there',
});

export const changeCommentEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/staking/change/comment',
  request: changeCommentRequestSchema,
  example: {
    address: EXAMPLE_ADDRESS,
    comment: 'For the north!',
    signed: `0x${'11'.repeat(65)}`,
    issuedAt: '2025-01-02T03:04:05.000Z',
  },
  reply: changeCommentReplySchema,
  access: 'anyone',
  summary: "Set a pledger's comment with the wallet's signature of commentMessage()",
  rateLimit: COMMENT_RATE_LIMIT,
  errors: {
    // A request whose only fault is the comment's length (spec 3 §5's code and text).
    comment_too_long: { status: 400, message: COMMENT_TOO_LONG_MESSAGE },
    invalid_signature: { status: 200, message: 'The signature does not match this wallet and comment.' },
    signature_expired: {
      status: 200,
      message: 'The signature has expired. Please register the comment again.',
    },
    signature_replayed: {
      status: 200,
      message: 'This signature was already used. Please register the comment again.',
    },
  },
});

export const claimRewardEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/staking/claim/myreward',
  request: claimRewardRequestSchema,
  example: { address: EXAMPLE_ADDRESS },
  reply: claimRewardReplySchema,
  access: 'wallet',
  summary: 'Claim the pledging reward: queues a payout on Polygon (sent within 24 hours)',
  // HTTP 200 with result 0, like the other pledging calls; the page shows its own alert_<code>.
  errors: {
    nothing_to_claim: { status: 200, message: 'There is no reward to claim yet.' },
    payout_unavailable: {
      status: 200,
      message: 'Reward payouts are not available on this server right now.',
    },
  },
});

/** The staking module's endpoints (pledging figures and the comment). */
export const stakingEndpoints = {
  dashboard: dashboardEndpoint,
  stakeList: stakeListEndpoint,
  myStaking: myStakingEndpoint,
  continentRanking: continentRankingEndpoint,
  changeComment: changeCommentEndpoint,
} as const;

/** The staking-rewards module's endpoints. */
export const stakingRewardsEndpoints = { claimReward: claimRewardEndpoint } as const;
