/**
 * Vesting rules (spec 3 "My Reward page", §3, §4, §9; issue 13). Pure: the API computes the
 * dashboard and the vouchers with these, the page draws the same timeline. Times are Unix seconds,
 * amounts A2Z base units.
 */
import type { Address } from 'viem';

/** Spec 3 §3: the pool a schedule is paid from, by number. */
export const VESTING_POOL_TYPES = [
  { id: 0, name: 'Game' },
  { id: 1, name: 'Eco' },
  { id: 2, name: 'Reserve' },
  { id: 3, name: 'Advisor' },
  { id: 4, name: 'Eco[A2Z]' },
] as const;
export type VestingPoolType = (typeof VESTING_POOL_TYPES)[number]['id'];

export function isVestingPoolType(value: number): value is VestingPoolType {
  return VESTING_POOL_TYPES.some((pool) => pool.id === value);
}

/** Spec 3 §9: frequency is shown in whole days. */
export const SECONDS_PER_DAY = 86_400;
/** Register limits: a title fits a card; at most 3650 unlocks (daily for ten years). */
export const VESTING_TITLE_MAX_LENGTH = 100;
export const VESTING_COUNT_MAX = 3650;

/** What decides how a schedule unlocks. */
export interface VestingTerms {
  /** Everything the schedule ever pays, base units. */
  total: bigint;
  /** When the schedule starts. */
  started: number;
  /** Seconds after `started` before the first period starts counting; null or 0 for none. */
  cliff: number | null;
  /** Seconds per unlock period (need not be whole days). */
  frequency: number;
  /** Number of equal unlocks. */
  count: number;
  /** When an admin stopped it: what had unlocked by then stays, nothing more unlocks. */
  stoppedAt: number | null;
}

/** When periods start counting: `started + cliff`. */
export function cliffEnd(terms: VestingTerms): number {
  return terms.started + (terms.cliff ?? 0);
}

/** The moment the schedule is read at: `now`, or the stop if it came earlier. */
function effectiveTime(terms: VestingTerms, now: number): number {
  return terms.stoppedAt === null ? now : Math.min(now, terms.stoppedAt);
}

/** Whole `frequency` periods elapsed since the cliff end, at most `count`. */
export function elapsedPeriods(terms: VestingTerms, now: number): number {
  const at = effectiveTime(terms, now);
  const start = cliffEnd(terms);
  if (at < start) return 0;
  return Math.min(terms.count, Math.floor((at - start) / terms.frequency));
}

/** total × periods / count, rounded down; the last period unlocks exactly `total`. */
export function unlockedAmount(terms: VestingTerms, now: number): bigint {
  return (terms.total * BigInt(elapsedPeriods(terms, now))) / BigInt(terms.count);
}

/**
 * What the schedule will ever pay: `total`, or for a stopped schedule what had unlocked at the
 * stop (the rest is forfeit).
 */
export function payableTotal(terms: VestingTerms): bigint {
  return terms.stoppedAt === null ? terms.total : unlockedAmount(terms, terms.stoppedAt);
}

/** Unlocked and not yet claimed; never negative. */
export function claimableAmount(terms: VestingTerms, claimed: bigint, now: number): bigint {
  const claimable = unlockedAmount(terms, now) - claimed;
  return claimable > 0n ? claimable : 0n;
}

/**
 * Spec 3 "Locked (total minus claimed)": what the holder has still to receive. For a stopped
 * schedule the forfeited part is not counted, so it reads as what remains claimable.
 */
export function lockedAmount(terms: VestingTerms, claimed: bigint): bigint {
  const locked = payableTotal(terms) - claimed;
  return locked > 0n ? locked : 0n;
}

/** When the next period unlocks; null once every period unlocked or the schedule stopped. */
export function nextUnlockAt(terms: VestingTerms, now: number): number | null {
  const periods = elapsedPeriods(terms, now);
  if (periods >= terms.count) return null;
  const next = cliffEnd(terms) + (periods + 1) * terms.frequency;
  return terms.stoppedAt !== null && next > terms.stoppedAt ? null : next;
}

export const VESTING_STATUSES = ['beforeCliff', 'vesting', 'claimable', 'fullyVested', 'stopped'] as const;
export type VestingStatus = (typeof VESTING_STATUSES)[number];

/**
 * One word for a schedule, most urgent first: stopped (what had vested stays claimable),
 * claimable, fully vested (every period unlocked and claimed), before cliff (nothing counts yet:
 * before `started + cliff`), vesting (between unlocks).
 */
export function vestingStatus(terms: VestingTerms, claimed: bigint, now: number): VestingStatus {
  if (terms.stoppedAt !== null && terms.stoppedAt <= now) return 'stopped';
  if (claimableAmount(terms, claimed, now) > 0n) return 'claimable';
  if (elapsedPeriods(terms, now) >= terms.count) return 'fullyVested';
  if (now < cliffEnd(terms)) return 'beforeCliff';
  return 'vesting';
}

/** Spec 3 §9: frequency in whole days (seconds / 86400, rounded down). */
export function frequencyInDays(frequency: number): number {
  return Math.floor(frequency / SECONDS_PER_DAY);
}

export interface UnlockStep {
  at: number;
  /** Unlocked in total once this step is reached. */
  cumulative: bigint;
}

/** Every unlock of the schedule in order (a stopped one ends at its last unlock before the stop). */
export function unlockSteps(terms: VestingTerms): UnlockStep[] {
  const steps: UnlockStep[] = [];
  const start = cliffEnd(terms);
  for (let period = 1; period <= terms.count; period += 1) {
    const at = start + period * terms.frequency;
    if (terms.stoppedAt !== null && at > terms.stoppedAt) break;
    steps.push({ at, cumulative: (terms.total * BigInt(period)) / BigInt(terms.count) });
  }
  return steps;
}

export interface VestingFigures {
  unlocked: bigint;
  claimed: bigint;
  claimable: bigint;
  locked: bigint;
  next: number | null;
  status: VestingStatus;
}

/** Everything a card shows of one schedule, given what was paid towards it. */
export function vestingFigures(terms: VestingTerms, claimed: bigint, now: number): VestingFigures {
  return {
    unlocked: unlockedAmount(terms, now),
    claimed,
    claimable: claimableAmount(terms, claimed, now),
    locked: lockedAmount(terms, claimed),
    next: nextUnlockAt(terms, now),
    status: vestingStatus(terms, claimed, now),
  };
}

// --- What the My Reward cards show ------------------------------------------------------------

/** The figures of one My Reward card (spec 3 "My Reward page"), base units. */
export interface RewardCardFigures {
  /**
   * What the schedule pays: its registered total, or for a stopped schedule what had unlocked at
   * the stop (`payableTotal`).
   */
  total: bigint;
  /** Spec 3 "Locked (total minus claimed)", with the card's Total: total − claimed, never below 0. */
  locked: bigint;
  claimed: bigint;
  /** What a stop cancelled: registered total − what the schedule pays; 0 while it runs. */
  cancelled: bigint;
}

/**
 * One card's figures from a schedule's registered total, what it pays (`payableTotal`) and what
 * was claimed towards it. Total, Locked and Claimed always add up (Locked = Total − Claimed); on a
 * stopped card the cancelled part is its own figure, not hidden in Total.
 */
export function rewardCardFigures(schedule: {
  registered: bigint;
  payable: bigint;
  claimed: bigint;
}): RewardCardFigures {
  const { registered, payable, claimed } = schedule;
  const locked = payable - claimed;
  const cancelled = registered - payable;
  return {
    total: payable,
    locked: locked > 0n ? locked : 0n,
    claimed,
    cancelled: cancelled > 0n ? cancelled : 0n,
  };
}

/** The Total Reward card: the sum of the cards, figure by figure. */
export function sumRewardCards(cards: readonly RewardCardFigures[]): RewardCardFigures {
  return cards.reduce<RewardCardFigures>(
    (sum, card) => ({
      total: sum.total + card.total,
      locked: sum.locked + card.locked,
      claimed: sum.claimed + card.claimed,
      cancelled: sum.cancelled + card.cancelled,
    }),
    { total: 0n, locked: 0n, claimed: 0n, cancelled: 0n },
  );
}

// --- Sharing one on-chain paid amount among a wallet's schedules --------------------------------

export interface AllocatableSchedule {
  id: string;
  terms: VestingTerms;
}

export interface PaidClaim {
  /** A2Z paid by one Claimed event. */
  amount: bigint;
  /** The schedule the voucher was asked for (`/vesting/claim`); null for `/vesting/claim/all`. */
  vestingId: string | null;
}

export interface ClaimAllocation {
  claimedById: Map<string, bigint>;
  /** Paid beyond every schedule's payable total (only if schedules were changed behind the chain). */
  unallocated: bigint;
}

/**
 * The contract keeps one paid amount per wallet; the page shows "Claimed" per schedule. Each paid
 * claim, in chain order, goes first to the schedule its voucher was asked for, then to the others
 * (oldest start first), each up to what it has unlocked at `now`; anything left (impossible while
 * vouchers never exceed what unlocked) fills payable totals, and then counts as unallocated.
 */
export function allocateClaims(
  schedules: readonly AllocatableSchedule[],
  claims: readonly PaidClaim[],
  now: number,
): ClaimAllocation {
  const ordered = [...schedules].sort((a, b) =>
    a.terms.started === b.terms.started
      ? a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0
      : a.terms.started - b.terms.started,
  );
  const claimedById = new Map(ordered.map((schedule) => [schedule.id, 0n]));
  const fill = (remaining: bigint, cap: (schedule: AllocatableSchedule) => bigint, first: string | null) => {
    const order =
      first === null ? ordered : [...ordered].sort((a, b) => Number(b.id === first) - Number(a.id === first));
    for (const schedule of order) {
      if (remaining === 0n) break;
      const room = cap(schedule) - (claimedById.get(schedule.id) ?? 0n);
      if (room <= 0n) continue;
      const take = room < remaining ? room : remaining;
      claimedById.set(schedule.id, (claimedById.get(schedule.id) ?? 0n) + take);
      remaining -= take;
    }
    return remaining;
  };
  let overflow = 0n;
  for (const claim of claims) {
    overflow += fill(claim.amount, (schedule) => unlockedAmount(schedule.terms, now), claim.vestingId);
  }
  const unallocated = fill(overflow, (schedule) => payableTotal(schedule.terms), null);
  return { claimedById, unallocated };
}

// --- The EIP-712 voucher the Vesting contract pays against -------------------------------------

/** Must match `EIP712("Kingdoms Vesting", "1")` in contracts/Vesting.sol. */
export const VESTING_VOUCHER_DOMAIN_NAME = 'Kingdoms Vesting';
export const VESTING_VOUCHER_DOMAIN_VERSION = '1';

/** Must match `VOUCHER_TYPEHASH` in contracts/Vesting.sol. */
export const VESTING_VOUCHER_TYPES = {
  Voucher: [
    { name: 'beneficiary', type: 'address' },
    { name: 'cumulativeAmount', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** How long a voucher may wait before it is sent: spec 3 §9 counts 2-5 minutes per claim. */
export const VESTING_VOUCHER_TTL_SECONDS = 60 * 60;

export interface VestingVoucher {
  beneficiary: Address;
  /** Everything the beneficiary may have been paid in total once this voucher is used. */
  cumulativeAmount: bigint;
  /** Unix seconds after which the contract refuses it. */
  deadline: bigint;
}

/** The typed data a signer signs (viem `signTypedData`) and a verifier checks, for one chain and contract. */
export function vestingVoucherTypedData(
  chainId: number,
  verifyingContract: Address,
  voucher: VestingVoucher,
) {
  return {
    domain: {
      name: VESTING_VOUCHER_DOMAIN_NAME,
      version: VESTING_VOUCHER_DOMAIN_VERSION,
      chainId,
      verifyingContract,
    },
    types: VESTING_VOUCHER_TYPES,
    primaryType: 'Voucher',
    message: voucher,
  } as const;
}
