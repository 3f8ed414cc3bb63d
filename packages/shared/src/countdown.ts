/**
 * Countdown rules (spec 1 §3 "Flip countdown inputs", §4, §5, §8, §9). Pure: the web app's flip
 * countdown (`apps/web/src/shared/ui/FlipCountdown.tsx`) and the home page's sale countdown draw
 * with them.
 */

/** Spec 1 §9: a countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

/** Spec 1 §4: the flip countdown's fixed targets, chosen by `deadtype`. */
export const FLIP_COUNTDOWN_DATES = {
  'pre-start': Date.UTC(2020, 5, 5),
  'pre-end': Date.UTC(2020, 5, 19),
} as const;
export type FlipCountdownDeadtype = keyof typeof FLIP_COUNTDOWN_DATES;

/**
 * Spec 1 §5 and §8: what a missing or unparseable deadline raises. A developer's error (the
 * component was given a wrong prop), so it is thrown, never shown to a player.
 */
export const INVALID_DEADLINE_MESSAGE = "Invalid props value, correct the 'deadline'";

/** The flip countdown's target: a fixed date by `deadtype`, else `deadline`. */
export type CountdownTargetInput =
  | { deadtype: FlipCountdownDeadtype; deadline?: undefined }
  | { deadtype?: undefined; deadline: string | Date | null | undefined };

/**
 * Spec 1 §5: a deadline string has its hyphens replaced by slashes before parsing
 * ('2020-06-05 12:00:00' → '2020/06/05 12:00:00', read in the viewer's time zone by every
 * browser; a zone may follow: '… UTC', '… GMT+0900'). An instant given as a Date is taken as is.
 * Missing (undefined, null, '') or unparseable: throws INVALID_DEADLINE_MESSAGE.
 */
export function parseDeadline(deadline: string | Date | null | undefined): number {
  const ms =
    deadline instanceof Date
      ? deadline.getTime()
      : typeof deadline === 'string' && deadline.trim() !== ''
        ? Date.parse(deadline.replace(/-/g, '/'))
        : Number.NaN;
  if (!Number.isFinite(ms)) throw new Error(INVALID_DEADLINE_MESSAGE);
  return ms;
}

/** When the countdown reaches zero, in ms since the epoch (spec 1 §4: fixed dates or a deadline). */
export function countdownTarget(input: CountdownTargetInput): number {
  if (input.deadtype !== undefined) return FLIP_COUNTDOWN_DATES[input.deadtype];
  return parseDeadline(input.deadline);
}

/**
 * Whole seconds left until `targetMs`, rounded up (a countdown reads 00:00:01 until the very
 * moment, and 0 exactly from it on); never negative: it stops at zero.
 */
export function secondsLeft(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}

export interface ClockParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Days, hours, minutes and seconds of a number of whole seconds (negative counts as zero). */
export function clockParts(totalSeconds: number): ClockParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(total / DAY_SECONDS),
    hours: Math.floor((total % DAY_SECONDS) / HOUR_SECONDS),
    minutes: Math.floor((total % HOUR_SECONDS) / MINUTE_SECONDS),
    seconds: total % MINUTE_SECONDS,
  };
}

/** Whole days, hours, minutes and seconds in a duration in ms (partial seconds dropped). */
export function splitDuration(durationMs: number): ClockParts {
  return clockParts(Math.floor(durationMs / 1000));
}

export interface RemainingParts extends ClockParts {
  /** Zero reached (or stopped): nothing more to tick. */
  done: boolean;
}

/**
 * What a flip countdown shows at `nowMs`: the parts left and whether it is over. `stop` (spec 1
 * §3 "stop flag") ends it early: zeros, done.
 */
export function remainingParts(targetMs: number, nowMs: number, stop = false): RemainingParts {
  const left = stop ? 0 : secondsLeft(targetMs, nowMs);
  return { ...clockParts(left), done: left === 0 };
}

/** Spec 1 §4: the days card switches to its wide style once the day count needs four digits. */
export const WIDE_DAYS_THRESHOLD = 1000;

export function hasWideDays(days: number): boolean {
  return days >= WIDE_DAYS_THRESHOLD;
}

/** Spec 1 §4: clock values zero-padded to two digits; longer values (1234 days) stay whole. */
export function padTwoDigits(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, '0');
}
