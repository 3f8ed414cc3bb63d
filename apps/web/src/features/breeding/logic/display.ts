import { formatAmount } from '@kingdoms/shared/amounts';

/** Spec 2 §9: numbers with thousands commas. Fees are whole tokens: 10000 → "10,000". */
export function formatTokens(whole: number): string {
  return formatAmount(BigInt(whole), 0, 0);
}
