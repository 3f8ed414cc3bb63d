import { formatDateTime } from '@kingdoms/shared/dates';
import { GRADES, type Grade } from '@kingdoms/shared/drago/catalogue';

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

/**
 * Spec 2 §2 "a legendary badge by grade (1 and above)": a drago of grade 1 or more wears the badge
 * of its grade (1 normal, 2 epic, 3 legend; a grade above the catalogue's wears the legend badge);
 * below 1 (or not a whole number) there is no badge.
 */
export function badgeGradeOf(grade: number): Grade | null {
  if (!Number.isInteger(grade) || grade < 1) return null;
  return grade >= GRADES.legend ? GRADES.legend : (grade as Grade);
}
