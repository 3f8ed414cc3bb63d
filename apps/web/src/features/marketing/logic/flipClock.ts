/** The days card switches to its wide style once the day count needs four digits. */
export const WIDE_DAYS_THRESHOLD = 1000;

/** Zero-pads a clock value to at least two digits; longer values (e.g. 1234 days) stay whole. */
export function padTwoDigits(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, '0');
}

export function hasWideDays(days: number): boolean {
  return days >= WIDE_DAYS_THRESHOLD;
}
