/** Declared odds next to the measured share of every prize, as fractions (0 when nothing was drawn). */
export function oddsTable(
  weights: readonly number[],
  distribution: readonly number[],
): { prizeId: number; declared: number; measured: number; count: number }[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const total = distribution.reduce((sum, count) => sum + count, 0);
  return weights.map((weight, index) => ({
    prizeId: index + 1,
    declared: weightSum > 0 ? weight / weightSum : 0,
    measured: total > 0 ? (distribution[index] ?? 0) / total : 0,
    count: distribution[index] ?? 0,
  }));
}

/** A fraction as a percent with 2 decimals ("12.50%"), the same digits in every language. */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`;
}
