import { formatDateTime } from '@kingdoms/shared/dates';

/** Spec 2 §9: the most breeds a drago can have. */
export const MAX_BREED_COUNT = 7;

/** Spec 2 §2: breed count as n/7. */
export function formatBreedCount(count: number): string {
  return `${count}/${MAX_BREED_COUNT}`;
}

/** Spec 2 §9: dates as YYYY-MM-DD HH:mm. Rental dates are Unix seconds. */
export function formatDragoDate(seconds: number): string {
  return formatDateTime(seconds * 1000, { seconds: false });
}

/** Spec 2 §5/§9: the sale listing fee. */
export const SALE_FEE_PERCENT = 3;
/** Spec 2 §3: sale and offer tokens and durations (days). */
export const SALE_TOKENS = ['ETH', 'LOKA'] as const;
export type SaleToken = (typeof SALE_TOKENS)[number];
export const SALE_DURATIONS_DAYS = [1, 3, 7, 10, 30] as const;
