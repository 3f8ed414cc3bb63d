import { z } from 'zod';
import { lowerAddressSchema } from '../address';
import {
  VESTING_COUNT_MAX,
  VESTING_POOL_TYPES,
  VESTING_STATUSES,
  VESTING_TITLE_MAX_LENGTH,
} from '../vesting';
import { baseUnitsSchema as baseUnits } from './amounts';
import { endpoint } from './endpoint';
import { failureReplySchema } from './envelope';
import { text } from './text';

/**
 * Spec 3 §7 vesting calls, all POST under the game base. Amounts are decimal strings of base
 * units (10^18 per A2Z); times are Unix seconds; cliff and frequency are seconds; addresses are
 * lowercase. `publicKey` is kept from the spec but authorises nothing: the caller is the Sign-In
 * with Ethereum session's wallet, and a `publicKey` naming another wallet is refused.
 */

/** Ten years: the longest cliff or period a schedule may have. */
export const VESTING_SECONDS_MAX = 10 * 365 * 86_400;
/** Register refuses a start before 2000-01-01 or after 2100-01-01 (a mistyped date, not a plan). */
export const VESTING_STARTED_MIN = 946_684_800;
export const VESTING_STARTED_MAX = 4_102_444_800;
const UINT256_MAX = 2n ** 256n - 1n;

const unixSeconds = z.number().int();
/** A schedule id: the decimal `_id` of the dashboard and the admin list. */
export const vestingIdSchema = z
  .string('vestingId must be the _id of a vesting')
  .regex(/^[1-9]\d{0,17}$/, 'vestingId must be the _id of a vesting');
/** Optional in every request: when present it must be the signed-in wallet. */
const publicKey = lowerAddressSchema('publicKey must be a 0x-prefixed wallet address').optional();

const poolTypeMessage = `Pool type must be one of ${VESTING_POOL_TYPES.map((pool) => `${pool.id} (${pool.name})`).join(', ')}.`;
/** A whole number in [min, max], refused with `message` whatever is wrong with it. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message);

const TOTAL_MESSAGE = 'Total must be an amount above 0 (sent in base units, 10^18 per A2Z).';

/** Spec 3 §3 "New vesting form", each field refused with a message the admin panel shows as is. */
export const registerVestingRequestSchema = z.strictObject({
  publicKey,
  address: lowerAddressSchema('Address must be a 0x-prefixed wallet address (0x and 40 hex digits).'),
  title: text().pipe(
    z
      .string()
      .trim()
      .min(1, 'Title is required.')
      .max(VESTING_TITLE_MAX_LENGTH, `Title can hold up to ${VESTING_TITLE_MAX_LENGTH} characters.`),
  ),
  poolType: z
    .number(poolTypeMessage)
    .int(poolTypeMessage)
    .min(0, poolTypeMessage)
    .max(VESTING_POOL_TYPES.length - 1, poolTypeMessage),
  total: z
    .string(TOTAL_MESSAGE)
    .regex(/^\d{1,78}$/, TOTAL_MESSAGE)
    // Zod runs this even after the regex failed: test the digits again before BigInt.
    .refine(
      (value) => /^\d{1,78}$/.test(value) && BigInt(value) > 0n && BigInt(value) <= UINT256_MAX,
      TOTAL_MESSAGE,
    ),
  started: wholeNumber(
    'Start must be a date from 2000-01-01 to 2100-01-01 (sent in Unix seconds).',
    VESTING_STARTED_MIN,
    VESTING_STARTED_MAX,
  ),
  cliff: wholeNumber(
    'Cliff must be from 0 to 10 years, or empty (sent in seconds).',
    0,
    VESTING_SECONDS_MAX,
  ).nullish(),
  frequency: wholeNumber(
    'Frequency must be from 1 second to 10 years (sent in seconds).',
    1,
    VESTING_SECONDS_MAX,
  ),
  count: wholeNumber(`Counts must be a whole number from 1 to ${VESTING_COUNT_MAX}.`, 1, VESTING_COUNT_MAX),
});
export type RegisterVestingRequest = z.input<typeof registerVestingRequestSchema>;

/**
 * One text for every problem of a register request, in the admin's words: the API answers it as
 * `err.message` (400 invalid_vesting) and the admin panel shows the same before sending.
 */
export function describeVestingIssues(issues: readonly { message?: string }[]): string {
  return [...new Set(issues.map((issue) => issue.message ?? 'Invalid vesting.'))].join(' ');
}
export type RegisterVestingInput = z.output<typeof registerVestingRequestSchema>;

/** One schedule as its holder sees it (spec 3 §3 "Vesting"), with the figures at the time of the reply. */
export const vestingItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  poolType: z.number().int(),
  /** As registered. */
  total: baseUnits,
  /** What it will ever pay: total, or for a stopped schedule what had unlocked at the stop. */
  payable: baseUnits,
  unlocked: baseUnits,
  claimed: baseUnits,
  claimable: baseUnits,
  /** payable − claimed (spec: total minus claimed). */
  locked: baseUnits,
  started: unixSeconds,
  cliff: z.number().int().nullable(),
  frequency: z.number().int(),
  count: z.number().int(),
  /** The next unlock; null once every period unlocked or the schedule stopped. */
  next: unixSeconds.nullable(),
  stoppedAt: unixSeconds.nullable(),
  status: z.enum(VESTING_STATUSES),
});
export type VestingItem = z.infer<typeof vestingItemSchema>;

export const walletRequestSchema = z.strictObject({ publicKey });
export type VestingWalletRequest = z.input<typeof walletRequestSchema>;

/** POST /vesting/dashboard */
export const vestingDashboardReplySchema = z.object({
  result: z.literal(1),
  vestings: z.array(vestingItemSchema),
  /** Spec 3 §6: 1 for an admin wallet (ADMIN_ADDRESSES), else 0. */
  isAdmin: z.union([z.literal(0), z.literal(1)]),
  /** Sums over the schedules: payable totals, locked, claimable. */
  total: baseUnits,
  locked: baseUnits,
  claimable: baseUnits,
  /** The contract's paid amount for this wallet, from the indexed Claimed events. */
  claimed: baseUnits,
});
export type VestingDashboardReply = z.infer<typeof vestingDashboardReplySchema>;

/** POST /vesting/claim */
export const claimVestingRequestSchema = z.strictObject({ publicKey, vestingId: vestingIdSchema });
export type ClaimVestingRequest = z.input<typeof claimVestingRequestSchema>;

export const txDataSchema = z.object({
  to: z.string(),
  data: z.string().regex(/^0x[0-9a-f]*$/),
  chainId: z.number().int(),
});
export type TxData = z.infer<typeof txDataSchema>;

/** POST /vesting/claim and /vesting/claim/all: the claim transaction for the wallet to send. */
export const claimVestingReplySchema = z.union([
  z.object({
    result: z.literal(1),
    /** Vesting.claim(beneficiary, cumulativeAmount, deadline, signature) on the chain named. */
    txData: txDataSchema,
    /** What sending it pays now. */
    claimable: baseUnits,
    voucher: z.object({
      beneficiary: z.string(),
      cumulativeAmount: baseUnits,
      deadline: unixSeconds,
      signature: z.string(),
    }),
  }),
  failureReplySchema,
]);
export type ClaimVestingReply = z.infer<typeof claimVestingReplySchema>;

/** Spec 3 §3 "Admin vesting list row", plus the stop and the figures. */
export const adminVestingRowSchema = vestingItemSchema.extend({ publicKey: z.string() });
export type AdminVestingRow = z.infer<typeof adminVestingRowSchema>;

/** POST /vesting/list (admins) */
export const vestingListReplySchema = z.object({
  result: z.literal(1),
  vestings: z.array(adminVestingRowSchema),
});
export type VestingListReply = z.infer<typeof vestingListReplySchema>;

export const registerVestingReplySchema = z.union([
  z.object({ result: z.literal(1), vesting: adminVestingRowSchema }),
  failureReplySchema,
]);
export type RegisterVestingReply = z.infer<typeof registerVestingReplySchema>;

/** POST /vesting/stop (admins) */
export const stopVestingRequestSchema = z.strictObject({ publicKey, vestingId: vestingIdSchema });
export type StopVestingRequest = z.input<typeof stopVestingRequestSchema>;

export const stopVestingReplySchema = registerVestingReplySchema;
export type StopVestingReply = RegisterVestingReply;

export const VESTING_ADMIN_ACTIONS = ['register', 'stop'] as const;

/** POST /vesting/log (admins): every register and stop, newest first. */
export const vestingLogReplySchema = z.object({
  result: z.literal(1),
  log: z.array(
    z.object({
      id: z.string(),
      admin: z.string(),
      action: z.enum(VESTING_ADMIN_ACTIONS),
      vestingId: z.string(),
      title: z.string(),
      beneficiary: z.string(),
      at: unixSeconds,
    }),
  ),
});
export type VestingLogReply = z.infer<typeof vestingLogReplySchema>;

// --- Endpoint descriptors ----------------------------------------------------------------------

const EXAMPLE_ADDRESS = '0x00000000000000000000000000000000000000aa';

/** A claim's refusals: HTTP 200 with result 0, as the page reads them. */
const CLAIM_ERRORS = {
  nothing_to_claim: { status: 200, message: 'Nothing is claimable yet.' },
  vesting_unavailable: { status: 200, message: 'Vesting claims are closed on this server.' },
} as const;
const VESTING_NOT_FOUND = { status: 200, message: 'No such vesting for this wallet.' } as const;

export const vestingDashboardEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/vesting/dashboard',
  request: walletRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS },
  reply: vestingDashboardReplySchema,
  access: 'wallet',
  summary: "The signed-in wallet's vesting schedules, the Total Reward sums and whether it is an admin",
});

export const claimAllVestingEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/vesting/claim/all',
  request: walletRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS },
  reply: claimVestingReplySchema,
  access: 'wallet',
  summary: 'A Vesting.claim transaction (signed voucher) for everything claimable',
  errors: CLAIM_ERRORS,
});

export const claimVestingEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/vesting/claim',
  request: claimVestingRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS, vestingId: '1' },
  reply: claimVestingReplySchema,
  access: 'wallet',
  summary: 'A Vesting.claim transaction (signed voucher) for what one schedule has unlocked',
  errors: { ...CLAIM_ERRORS, vesting_not_found: VESTING_NOT_FOUND },
});

export const vestingListEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/vesting/list',
  request: walletRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS },
  reply: vestingListReplySchema,
  access: 'admin',
  summary: 'Every vesting schedule with its holder and figures (admins)',
});

export const registerVestingEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/vesting/register',
  request: registerVestingRequestSchema,
  example: {
    publicKey: EXAMPLE_ADDRESS,
    address: '0x00000000000000000000000000000000000000bb',
    title: 'Advisor grant',
    poolType: 3,
    total: '24000000000000000000000',
    started: 1_767_225_600,
    cliff: 7_776_000,
    frequency: 2_592_000,
    count: 12,
  },
  reply: registerVestingReplySchema,
  access: 'admin',
  summary: 'Register a vesting schedule for a wallet (admins); logged',
  // Any invalid field: the message names each (describeVestingIssues).
  errors: { invalid_vesting: { status: 400, message: (description: string) => description } },
});

export const stopVestingEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/vesting/stop',
  request: stopVestingRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS, vestingId: '1' },
  reply: stopVestingReplySchema,
  access: 'admin',
  summary: 'Stop a schedule: what unlocked so far stays claimable, nothing more unlocks (admins); logged',
  errors: {
    vesting_not_found: VESTING_NOT_FOUND,
    already_stopped: { status: 200, message: 'This vesting was already stopped.' },
  },
});

export const vestingLogEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/vesting/log',
  request: walletRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS },
  reply: vestingLogReplySchema,
  access: 'admin',
  summary: 'Every register and stop: who, when, what (admins)',
});

/** The vesting module's endpoints (My Reward and its admin screens). */
export const vestingEndpoints = {
  dashboard: vestingDashboardEndpoint,
  claimAll: claimAllVestingEndpoint,
  claim: claimVestingEndpoint,
  list: vestingListEndpoint,
  register: registerVestingEndpoint,
  stop: stopVestingEndpoint,
  log: vestingLogEndpoint,
} as const;
