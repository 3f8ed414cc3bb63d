import type { RouletteHistoryEntry } from '@kingdoms/shared/api/roulette';
import type { RoulettePrizeId } from '@kingdoms/shared/roulette';
import { isRouletteSeed, rouletteDraw, seedMatchesCommitment } from '@kingdoms/shared/rouletteFair';

/** What recomputing one past spin in the browser found. */
export type SpinVerification =
  /** The period has not ended: its seed is still secret. */
  | { status: 'not_revealed' }
  /** The revealed seed does not hash to the commitment published before the spin. */
  | { status: 'commitment_mismatch' }
  /** The seed is the committed one, but it draws another prize than the one recorded. */
  | { status: 'draw_mismatch'; expected: RoulettePrizeId; recorded: number }
  | { status: 'verified'; prize: RoulettePrizeId };

/**
 * Verifies a spin of `wallet` from its history entry, in the browser, with the shared draw
 * function: keccak256(seed) must be the published commitment, and rouletteDraw(seed, wallet,
 * spin, weights) must be the prize recorded. Nothing is asked of the server.
 */
export function verifySpin(
  entry: Pick<RouletteHistoryEntry, 'seed' | 'commitment' | 'spin' | 'result' | 'weights'>,
  wallet: string,
): SpinVerification {
  if (entry.seed === null || !isRouletteSeed(entry.seed)) return { status: 'not_revealed' };
  if (!seedMatchesCommitment(entry.seed, entry.commitment)) return { status: 'commitment_mismatch' };
  const expected = rouletteDraw(entry.seed, wallet, entry.spin, entry.weights);
  if (expected !== entry.result) return { status: 'draw_mismatch', expected, recorded: entry.result };
  return { status: 'verified', prize: expected };
}

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
