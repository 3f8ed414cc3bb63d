/**
 * The roulette event (spec 2 §2 "Roulette event page", §3 prizes, §4 spin, §9 wheel): prizes,
 * declared odds, wheel geometry and the event's periods. Pure; no hashing here, so the page's
 * wheel and labels never pull in a hash library (the provably fair draw is `./rouletteFair`).
 */

/** Spec 2 §3: prize ids 1..10 and their names; `nameKey` is the catalogue key `roulette:prize.<nameKey>`. */
export const ROULETTE_PRIZES = [
  { id: 1, nameKey: 'land_lv1', name: 'Land Lv.1' },
  { id: 2, nameKey: 'land_lv1', name: 'Land Lv.1' },
  { id: 3, nameKey: 'normal_drago', name: 'Normal Drago' },
  { id: 4, nameKey: 'normal_drago', name: 'Normal Drago' },
  { id: 5, nameKey: 'wealthy_mighty_kingdom_1', name: 'Wealthy Mighty Kingdom 1' },
  { id: 6, nameKey: 'wealthy_mighty_kingdom_2', name: 'Wealthy Mighty Kingdom 2' },
  { id: 7, nameKey: 'wealthy_mighty_kingdom_3', name: 'Wealthy Mighty Kingdom 3' },
  { id: 8, nameKey: 'skin_pack_1', name: 'Skin pack 1' },
  { id: 9, nameKey: 'land_lv6', name: 'Land Lv.6' },
  { id: 10, nameKey: 'legendary_drago', name: 'Legendary Drago' },
] as const;
export type RoulettePrize = (typeof ROULETTE_PRIZES)[number];
export type RoulettePrizeId = RoulettePrize['id'];
export type RoulettePrizeNameKey = RoulettePrize['nameKey'];
export const ROULETTE_PRIZE_COUNT = ROULETTE_PRIZES.length;
export const ROULETTE_PRIZE_IDS: readonly RoulettePrizeId[] = ROULETTE_PRIZES.map((prize) => prize.id);

export function isRoulettePrizeId(value: number): value is RoulettePrizeId {
  return Number.isInteger(value) && value >= 1 && value <= ROULETTE_PRIZE_COUNT;
}

export function roulettePrize(id: number): RoulettePrize {
  const prize = ROULETTE_PRIZES[id - 1];
  if (!prize || !isRoulettePrizeId(id)) throw new RangeError(`no roulette prize ${id}`);
  return prize;
}

/**
 * Spec 2 §9 "Wheel: 10 prizes at 12.5 each": by default every prize has the same weight, so what
 * the wheel shows (ten equal segments) is what is drawn: 1 in 10 for each prize. The weights are
 * whole numbers, here 12.5 in tenths (125). The API's ROULETTE_PRIZE_WEIGHTS may set others; the
 * page always shows the odds in force (a prize's weight over the sum), from the event info.
 */
export const ROULETTE_SPEC_WEIGHT = 125;
export const ROULETTE_DEFAULT_WEIGHTS: readonly number[] = Array.from(
  { length: ROULETTE_PRIZE_COUNT },
  () => ROULETTE_SPEC_WEIGHT,
);

/** The largest weight sum accepted: keeps the modulo bias of a 256-bit roll far below 2^-200. */
export const ROULETTE_WEIGHT_SUM_MAX = 1_000_000_000;

/** Why a weight list is not usable, or null when it is: 10 whole numbers ≥ 0, sum in 1..MAX. */
export function rouletteWeightsProblem(weights: readonly number[]): string | null {
  if (weights.length !== ROULETTE_PRIZE_COUNT) return `needs ${ROULETTE_PRIZE_COUNT} weights, one per prize`;
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    return 'weights must be whole numbers of 0 or more';
  }
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return 'at least one weight must be above 0';
  if (sum > ROULETTE_WEIGHT_SUM_MAX) return `the weights may sum to at most ${ROULETTE_WEIGHT_SUM_MAX}`;
  return null;
}

/** Parses "3000,2500,…" (ROULETTE_PRIZE_WEIGHTS); throws with the problem. */
export function parseRouletteWeights(text: string): number[] {
  const weights = text.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : Number.NaN));
  const problem = rouletteWeightsProblem(weights);
  if (problem) throw new RangeError(problem);
  return weights;
}

/** Declared odds of prizes 1..10 as fractions summing to 1. */
export function rouletteOdds(weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return weights.map((weight) => weight / sum);
}

/**
 * The prize a roll lands on: `roll mod sum(weights)` walked through the cumulative weights of
 * prizes 1..10 in order (a prize of weight 0 is never drawn).
 */
export function prizeForRoll(roll: bigint, weights: readonly number[]): RoulettePrizeId {
  const problem = rouletteWeightsProblem(weights);
  if (problem) throw new RangeError(problem);
  if (roll < 0n) throw new RangeError('roll must be 0 or more');
  const sum = weights.reduce((total, weight) => total + weight, 0);
  let point = Number(roll % BigInt(sum));
  for (let index = 0; index < weights.length; index += 1) {
    const weight = weights[index] ?? 0;
    if (point < weight) return (index + 1) as RoulettePrizeId;
    point -= weight;
  }
  throw new Error('unreachable: the point is below the sum');
}

// --- The wheel ---------------------------------------------------------------------------------

/**
 * Spec 2 §9 "10 prizes at 12.5 each": ten equal segments (36° each), as equal as the default
 * weights (`ROULETTE_DEFAULT_WEIGHTS`). Configured weights change the odds, not the drawing.
 */
export const WHEEL_SEGMENT_DEGREES = 360 / ROULETTE_PRIZE_COUNT;
/** Spec 2 §4 and §9: the wheel turns for 6 seconds, then the prize popup shows. */
export const WHEEL_SPIN_MS = 6000;
/** Whole turns the wheel makes before it settles. */
export const WHEEL_SPIN_TURNS = 6;

/**
 * The centre of prize `id`'s segment, in degrees clockwise from the top of the wheel at rest:
 * prize 1 spans 0°..36° (centre 18°), prize 2 36°..72°, … prize 10 324°..360°.
 */
export function segmentCenterDegrees(id: number): number {
  roulettePrize(id);
  return (id - 1) * WHEEL_SEGMENT_DEGREES + WHEEL_SEGMENT_DEGREES / 2;
}

/**
 * The wheel's final rotation (degrees, clockwise, ever increasing) for a spin from `current` that
 * ends with prize `id` under a pointer at the top, after at least `turns` whole turns. With
 * reduced motion, pass turns 0: it moves at most one turn.
 */
export function wheelRotationFor(current: number, id: number, turns = WHEEL_SPIN_TURNS): number {
  const target = (360 - segmentCenterDegrees(id)) % 360;
  const start = current + turns * 360;
  const offset = (((target - start) % 360) + 360) % 360;
  return start + offset;
}

/** The prize under the top pointer when the wheel is rotated by `rotation` degrees clockwise. */
export function prizeAtRotation(rotation: number): RoulettePrizeId {
  const atPointer = (((-rotation % 360) + 360) % 360) / WHEEL_SEGMENT_DEGREES;
  return (Math.min(Math.floor(atPointer), ROULETTE_PRIZE_COUNT - 1) + 1) as RoulettePrizeId;
}

// --- The event window and its periods ----------------------------------------------------------

/** The event as configured (ROULETTE_EVENT_START / _END / ROULETTE_PERIOD_SECONDS), Unix seconds. */
export interface RouletteSchedule {
  readonly start: number;
  /** Exclusive: a spin at `end` or later is refused with `event_ended`. */
  readonly end: number;
  readonly periodSeconds: number;
}

/** Spin and burn are open at `now` (seconds): start ≤ now < end. */
export function isEventOpen(schedule: RouletteSchedule, now: number): boolean {
  return now >= schedule.start && now < schedule.end;
}

export type RouletteEventPhase = 'upcoming' | 'open' | 'ended';

/**
 * Where the event stands at `now` (seconds): before its start, open (start ≤ now < end), or ended
 * (now ≥ end: spec 2 §2 "an event-ended notice", §4 the burn "only announces that the event has
 * ended").
 */
export function rouletteEventPhase(
  schedule: Pick<RouletteSchedule, 'start' | 'end'>,
  now: number,
): RouletteEventPhase {
  if (now >= schedule.end) return 'ended';
  return now >= schedule.start ? 'open' : 'upcoming';
}

/** The number of periods in the event (the last one may be cut short by the end). */
export function periodCount(schedule: RouletteSchedule): number {
  return Math.max(0, Math.ceil((schedule.end - schedule.start) / schedule.periodSeconds));
}

/** The period (0-based) containing `now`, or null outside the event. */
export function periodAt(schedule: RouletteSchedule, now: number): number | null {
  if (!isEventOpen(schedule, now)) return null;
  return Math.floor((now - schedule.start) / schedule.periodSeconds);
}

/**
 * Period `index` runs from `start` (inclusive) to `end` (exclusive, capped at the event's end);
 * its seed is revealed at `end`.
 */
export function periodWindow(schedule: RouletteSchedule, index: number): { start: number; end: number } {
  const start = schedule.start + index * schedule.periodSeconds;
  return { start, end: Math.min(start + schedule.periodSeconds, schedule.end) };
}

/** Tickets granted per burned mystery box (documented in the roulette module's README). */
export const TICKETS_PER_BOX = 1;
