import { type ClockParts, splitDuration } from './saleCountdown';

/** Spec 1 §4/§9: the fixed dates of the flip countdown's two deadline types. */
export const PRE_START_MS = Date.UTC(2020, 5, 5);
export const PRE_END_MS = Date.UTC(2020, 5, 19);

export type DeadType = 'pre-start' | 'pre-end';

/** Spec 1 §5/§8, word for word: a developer-facing props error, not shown to visitors. */
export const INVALID_DEADLINE_MESSAGE = "Invalid props value, correct the 'deadline'";

/** The days card switches to its wide style once the day count needs four digits. */
export const WIDE_DAYS_THRESHOLD = 1000;

export interface DeadlineInput {
  deadtype?: DeadType | undefined;
  deadline?: string | undefined;
}

/**
 * The instant the countdown runs to: a fixed date for a deadline type, otherwise the supplied
 * string with hyphens replaced by slashes (so 'YYYY-MM-DD hh:mm:ss' parses the same in every
 * browser). Throws INVALID_DEADLINE_MESSAGE when the string is missing or does not parse.
 */
export function resolveDeadline({ deadtype, deadline }: DeadlineInput): number {
  if (deadtype === 'pre-start') return PRE_START_MS;
  if (deadtype === 'pre-end') return PRE_END_MS;
  if (!deadline) throw new Error(INVALID_DEADLINE_MESSAGE);
  const parsed = new Date(deadline.replace(/-/g, '/')).getTime();
  if (Number.isNaN(parsed)) throw new Error(INVALID_DEADLINE_MESSAGE);
  return parsed;
}

export interface FlipClockState extends ClockParts {
  /** The deadline has passed: the clock shows zeros and stops ticking. */
  finished: boolean;
}

export function flipClockAt(deadlineMs: number, nowMs: number): FlipClockState {
  const left = deadlineMs - nowMs;
  return { ...splitDuration(left), finished: left <= 0 };
}

/** Zero-pads a clock value to at least two digits; longer values (e.g. 1234 days) stay whole. */
export function padTwoDigits(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, '0');
}

export function hasWideDays(days: number): boolean {
  return days >= WIDE_DAYS_THRESHOLD;
}
