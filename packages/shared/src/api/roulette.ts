import { z } from 'zod';
import { optionalAddressSchema } from '../address';
import { ROULETTE_PRIZE_COUNT } from '../roulette';
import { endpoint } from './endpoint';
import { failureReplySchema } from './envelope';
import { text } from './text';

/**
 * Spec 2 §7 roulette calls: `{stat}/preregist/event/info`, `/spin2`, `/history` and
 * `{nft}/presale/burnsMysteryBox`, all POST. `publicKey` is kept from the spec: info and history
 * are public reads keyed by it ('' without a wallet: no tickets, no history); spin and burn act
 * for the Sign-In with Ethereum session's wallet, and a `publicKey` naming another wallet is
 * refused (403 wrong_wallet). Times are Unix seconds; addresses, seeds and hashes lowercase hex.
 * The spec's field spelling `remainRoullete` is kept.
 */

const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/);
const prizeId = z.number().int().min(1).max(ROULETTE_PRIZE_COUNT);
const unixSeconds = z.number().int();

/** A period of the event, its commitment, and its seed once it ended. */
export const roulettePeriodSchema = z.object({
  /** 0-based index from the event start. */
  period: z.number().int(),
  start: unixSeconds,
  /** The period ends (and its seed is revealed) at this time. */
  end: unixSeconds,
  /** keccak256(seed), published before any spin of the period (`rouletteCommitment`). */
  commitment: hex32,
  /** The seed, null until the period ended. */
  seed: hex32.nullable(),
  /** The weights of prizes 1..10 draws of this period use. */
  weights: z.array(z.number().int()).length(ROULETTE_PRIZE_COUNT),
});
export type RoulettePeriod = z.infer<typeof roulettePeriodSchema>;

export const rouletteInfoRequestSchema = z.strictObject({ publicKey: optionalAddressSchema });
export type RouletteInfoRequest = z.input<typeof rouletteInfoRequestSchema>;

/** POST {stat}/preregist/event/info */
export const rouletteInfoReplySchema = z.object({
  result: z.literal(1),
  /** The wallet's unspent tickets (0 for ''). */
  remainRoullete: z.number().int(),
  /** Server time of the reply. */
  now: unixSeconds,
  /** Spin and burn are open: event.start ≤ now < event.end. */
  open: z.boolean(),
  event: z.object({ start: unixSeconds, end: unixSeconds, periodSeconds: z.number().int() }),
  /** Tickets granted per burned box. */
  ticketsPerBox: z.number().int(),
  /**
   * Declared odds in force: the weights of prizes 1..10 the current period draws with (outside
   * the event, the configured ones); odds = weight / sum. By default all equal (spec 2 §9).
   */
  weights: z.array(z.number().int()).length(ROULETTE_PRIZE_COUNT),
  /** Measured: draws of each prize 1..10 so far, all wallets, and their total. */
  distribution: z.array(z.number().int()).length(ROULETTE_PRIZE_COUNT),
  totalDraws: z.number().int(),
  /** The current period (null outside the event) and the next one, each committed already. */
  current: roulettePeriodSchema.nullable(),
  next: roulettePeriodSchema.nullable(),
  /** Ended periods with their revealed seeds, newest first (at most ROULETTE_REVEALED_LIST). */
  revealed: z.array(roulettePeriodSchema),
});
export type RouletteInfoReply = z.infer<typeof rouletteInfoReplySchema>;

/** How many ended periods info lists (history carries the seed of every spin's period). */
export const ROULETTE_REVEALED_LIST = 20;

export const rouletteSpinRequestSchema = z.strictObject({
  publicKey: optionalAddressSchema.optional(),
  /** Spec field; the prize names are the page's catalogue, so it changes nothing. */
  language: text().pipe(z.string().max(16)).optional(),
});
export type RouletteSpinRequest = z.input<typeof rouletteSpinRequestSchema>;

/** POST {stat}/preregist/event/spin2 */
export const rouletteSpinReplySchema = z.union([
  z.object({
    result: z.literal(1),
    err: z.null(),
    /** The prize 1..10 the wheel stops on. */
    selectedId: prizeId,
    /** Tickets left after this spin. */
    remainRoullete: z.number().int(),
    /** This draw: the wallet's spin number and the period whose seed derives it. */
    spin: z.number().int(),
    period: z.number().int(),
    commitment: hex32,
  }),
  failureReplySchema,
]);
export type RouletteSpinReply = z.infer<typeof rouletteSpinReplySchema>;

export const rouletteHistoryRequestSchema = rouletteInfoRequestSchema;
export type RouletteHistoryRequest = RouletteInfoRequest;

/** One spin (spec 2 §3 history entry: logDate, result = prize id), with what verifies it. */
export const rouletteHistoryEntrySchema = z.object({
  /** ISO 8601 time of the spin; the page shows it as YYYY-MM-DD HH:mm. */
  logDate: z.string(),
  result: prizeId,
  /** The wallet's spin number (1, 2, …) and the period. */
  spin: z.number().int(),
  period: z.number().int(),
  commitment: hex32,
  /** The period's seed once the period ended, else null: `rouletteDraw(seed, wallet, spin, weights)`. */
  seed: hex32.nullable(),
  weights: z.array(z.number().int()).length(ROULETTE_PRIZE_COUNT),
  /** When the seed is (or was) revealed. */
  revealAt: unixSeconds,
});
export type RouletteHistoryEntry = z.infer<typeof rouletteHistoryEntrySchema>;

/** POST {stat}/preregist/event/history: the wallet's spins, newest first. */
export const rouletteHistoryReplySchema = z.object({
  result: z.literal(1),
  history: z.array(rouletteHistoryEntrySchema),
});
export type RouletteHistoryReply = z.infer<typeof rouletteHistoryReplySchema>;

/** The most spins history lists. */
export const ROULETTE_HISTORY_MAX = 500;

export const burnsMysteryBoxRequestSchema = z.strictObject({
  publicKey: optionalAddressSchema.optional(),
  txHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte transaction hash')
    .transform((value) => value.toLowerCase()),
});
export type BurnsMysteryBoxRequest = z.input<typeof burnsMysteryBoxRequestSchema>;

/** POST {nft}/api/presale/burnsMysteryBox */
export const burnsMysteryBoxReplySchema = z.union([
  z.object({
    result: z.literal(1),
    /** Boxes burned and tickets granted by this transaction (the same grant on every repeat). */
    burned: z.number().int(),
    granted: z.number().int(),
    /** False: this transaction was granted before (a repeat changes nothing). */
    newGrant: z.boolean(),
    remainRoullete: z.number().int(),
  }),
  failureReplySchema,
]);
export type BurnsMysteryBoxReply = z.infer<typeof burnsMysteryBoxReplySchema>;

// --- Endpoint descriptors ----------------------------------------------------------------------

const EXAMPLE_ADDRESS = '0x00000000000000000000000000000000000000aa';

export const rouletteInfoEndpoint = endpoint({
  base: 'stat',
  method: 'POST',
  path: '/preregist/event/info',
  request: rouletteInfoRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS },
  reply: rouletteInfoReplySchema,
  access: 'anyone',
  summary: "The roulette event: a wallet's tickets, the window, odds, measured distribution and period seeds",
});

export const rouletteSpinEndpoint = endpoint({
  base: 'stat',
  method: 'POST',
  path: '/preregist/event/spin2',
  request: rouletteSpinRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS, language: 'en' },
  reply: rouletteSpinReplySchema,
  access: 'wallet',
  summary: "Spend one of the signed-in wallet's tickets on a provably fair draw",
  rateLimit: 120,
  // The spec's failure replies: HTTP 200 with `result: 0` and the code, as the page reads them.
  errors: {
    event_ended: { status: 200, message: 'Thank you. The event has ended.' },
    no_ticket: {
      status: 200,
      message: "You don't have enough roulette ticket. You need to burn your Drago Mystery Box.",
    },
  },
});

export const rouletteHistoryEndpoint = endpoint({
  base: 'stat',
  method: 'POST',
  path: '/preregist/event/history',
  request: rouletteHistoryRequestSchema,
  example: { publicKey: EXAMPLE_ADDRESS },
  reply: rouletteHistoryReplySchema,
  access: 'anyone',
  summary: "A wallet's roulette spins, newest first, with the seeds of ended periods",
});

export const burnsMysteryBoxEndpoint = endpoint({
  base: 'nft',
  method: 'POST',
  path: '/api/presale/burnsMysteryBox',
  request: burnsMysteryBoxRequestSchema,
  example: {
    publicKey: EXAMPLE_ADDRESS,
    txHash: '0x1111111111111111111111111111111111111111111111111111111111111111',
  },
  reply: burnsMysteryBoxReplySchema,
  access: 'wallet',
  summary: "Grant roulette tickets for the signed-in wallet's indexed MysteryBox burn (once per transaction)",
  rateLimit: 60,
  errors: {
    burn_event_ended: { status: 200, message: 'The event has ended.' },
    burn_not_found: { status: 200, message: 'This transaction has no indexed MysteryBox burn.' },
    burn_not_yours: { status: 200, message: 'This MysteryBox burn was made by another wallet.' },
    // The deployment has no MysteryBox: fails loudly rather than grant nothing.
    roulette_unavailable: {
      status: 503,
      message: 'The roulette event is not available: no MysteryBox contract.',
    },
  },
});

/** The roulette module's endpoints. */
export const rouletteEndpoints = {
  info: rouletteInfoEndpoint,
  spin: rouletteSpinEndpoint,
  history: rouletteHistoryEndpoint,
  burnsMysteryBox: burnsMysteryBoxEndpoint,
} as const;
