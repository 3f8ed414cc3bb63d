import { formatAmount } from '@kingdoms/shared/amounts';

/** Spec 3 §9: amounts on the pledging page have 2 decimals and thousands separators. */
export const PLEDGING_FRACTION_DIGITS = 2;

/** Formats base units (a bigint, or the API's decimal string) for this page. */
export function formatPledgeAmount(value: bigint | string): string {
  return formatAmount(typeof value === 'string' ? BigInt(value) : value, PLEDGING_FRACTION_DIGITS);
}

/** '1' for a one-rank band, '2–3' for a range (the PLEDGING BONUS table). */
export function rankRange(fromRank: number, toRank: number): string {
  return fromRank === toRank ? String(fromRank) : `${fromRank}–${toRank}`;
}
