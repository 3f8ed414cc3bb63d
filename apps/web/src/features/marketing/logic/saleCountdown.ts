import { splitDuration } from '@kingdoms/shared/countdown';

/** Spec 1 §4/§9: the home page's sale/event start, 2023-03-01 00:00:00 UTC, checked every second. */
export const SALE_START_MS = Date.UTC(2023, 2, 1, 0, 0, 0);

/** Spec 1 §3 "Countdown data". */
export interface SaleCountdownState {
  day: number;
  hour: number;
  min: number;
  sec: number;
  saleStatus: boolean;
  eventStarted: boolean;
}

/** Before the start both flags are false and the time left is counted; from it on, flags true and zeros. */
export function saleCountdownAt(nowMs: number, startMs: number = SALE_START_MS): SaleCountdownState {
  if (nowMs >= startMs) {
    return { day: 0, hour: 0, min: 0, sec: 0, saleStatus: true, eventStarted: true };
  }
  const { days, hours, minutes, seconds } = splitDuration(startMs - nowMs);
  return { day: days, hour: hours, min: minutes, sec: seconds, saleStatus: false, eventStarted: false };
}
