import { formatDateTime } from '@kingdoms/shared/dates';

/** Spec 2 §9: the most breeds a drago can have. */
export const MAX_BREED_COUNT = 7;

/** Spec 2 §3: an ability value is a fraction, shown as a percent with 1 decimal (0.125 → '12.5%'). */
export function formatAbilityPercent(value: number): string {
  const percent = Math.round(value * 1000) / 10;
  return `${percent.toFixed(1)}%`;
}

/** Spec 2 §2: breed count as n/7. */
export function formatBreedCount(count: number): string {
  return `${count}/${MAX_BREED_COUNT}`;
}

/**
 * Spec 2 §9: the profit share ratio (owner's share as a fraction of 10, 0.1 to 0.9) shown as
 * owner:rentee, e.g. 0.7 → '7:3'.
 */
export function formatShareRatio(ratio: number): string {
  const owner = Math.min(10, Math.max(0, Math.round(ratio * 10)));
  return `${owner}:${10 - owner}`;
}

/** Spec 2 §9: dates as YYYY-MM-DD HH:mm. Rental dates are Unix seconds. */
export function formatDragoDate(seconds: number): string {
  return formatDateTime(seconds * 1000, { seconds: false });
}

export interface RentFacts {
  status: number;
  expireDate: number;
}

/** Spec 2 §4: rented while status is 1 and the expiry is in the future. */
export function isRented(rent: RentFacts | null | undefined, nowSeconds: number): boolean {
  return rent !== null && rent !== undefined && rent.status === 1 && rent.expireDate > nowSeconds;
}

/** Spec 2 §5/§9: the sale listing fee. */
export const SALE_FEE_PERCENT = 3;
/** Spec 2 §3: sale and offer tokens and durations (days). */
export const SALE_TOKENS = ['ETH', 'LOKA'] as const;
export type SaleToken = (typeof SALE_TOKENS)[number];
export const SALE_DURATIONS_DAYS = [1, 3, 7, 10, 30] as const;
