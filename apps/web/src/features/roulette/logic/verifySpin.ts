import type { RouletteHistoryEntry } from '@kingdoms/shared/api/roulette';
import type { RoulettePrizeId } from '@kingdoms/shared/roulette';
import { isRouletteSeed, rouletteDraw, seedMatchesCommitment } from '@kingdoms/shared/rouletteFair';

/*
 * Its own module, loaded on the first Verify click: keccak256 (viem) stays out of the page's first
 * load (issue 26).
 */

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
