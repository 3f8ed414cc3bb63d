/** Spec 1 §4/§9: the home page's sale/event start, 2023-03-01 00:00:00 UTC, checked every second. */
export const SALE_START_MS = Date.UTC(2023, 2, 1, 0, 0, 0);
export const COUNTDOWN_TICK_MS = 1000;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Spec 1 §3 "Countdown data". */
export interface SaleCountdownState {
  day: number;
  hour: number;
  min: number;
  sec: number;
  saleStatus: boolean;
  eventStarted: boolean;
}

export interface ClockParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds in a non-negative duration (partial seconds dropped). */
export function splitDuration(durationMs: number): ClockParts {
  const remaining = Math.max(0, durationMs);
  return {
    days: Math.floor(remaining / DAY_MS),
    hours: Math.floor((remaining % DAY_MS) / HOUR_MS),
    minutes: Math.floor((remaining % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((remaining % MINUTE_MS) / SECOND_MS),
  };
}

/** Before the start both flags are false and the time left is counted; from it on, flags true and zeros. */
export function saleCountdownAt(nowMs: number, startMs: number = SALE_START_MS): SaleCountdownState {
  if (nowMs >= startMs) {
    return { day: 0, hour: 0, min: 0, sec: 0, saleStatus: true, eventStarted: true };
  }
  const { days, hours, minutes, seconds } = splitDuration(startMs - nowMs);
  return { day: days, hour: hours, min: minutes, sec: seconds, saleStatus: false, eventStarted: false };
}
