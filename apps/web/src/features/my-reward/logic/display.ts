import { formatAmount } from '@kingdoms/shared/amounts';
import { formatDateTime } from '@kingdoms/shared/dates';

/** Spec 3 §9: amounts on the reward page have 2 decimals and thousands separators. */
export const REWARD_FRACTION_DIGITS = 2;

/** Base units (the API's decimal string or a bigint) as the page shows them. */
export function formatReward(value: bigint | string): string {
  return formatAmount(typeof value === 'string' ? BigInt(value) : value, REWARD_FRACTION_DIGITS);
}

/** Spec 3 §9: 'YYYY-MM-DD HH:mm:ss' in the viewer's time; '-' when there is no date. */
export function formatRewardDate(unixSeconds: number | null | undefined): string {
  if (unixSeconds === null || unixSeconds === undefined) return '-';
  return formatDateTime(unixSeconds * 1000);
}

/** Spec 3 "Cliff (a dash if none)": the date the cliff ends, or '-'. */
export function formatCliff(item: { started: number; cliff: number | null }): string {
  if (!item.cliff) return '-';
  return formatRewardDate(item.started + item.cliff);
}

export function isPositive(value: string): boolean {
  return BigInt(value) > 0n;
}
