import { type Hex, hexToBigInt, keccak256 } from 'viem';
import { prizeForRoll, type RoulettePrizeId } from './roulette';

/**
 * The provably fair draw of the roulette event (issue 18). Each period has a secret 32-byte seed;
 * before any spin of the period the server publishes `rouletteCommitment(seed)`, and once the
 * period ends it reveals the seed. A draw is a pure function of (seed, wallet, spin number), so
 * anyone can recompute every draw of an ended period in the browser:
 *
 *   roll  = keccak256(abi.encodePacked(bytes32 seed, address wallet, uint256 spin))   as uint256
 *   prize = prizeForRoll(roll, weights)       (roll mod Σweights through the cumulative weights)
 *
 * `wallet` is the lowercase address; `spin` is the wallet's spin number in the event (1, 2, …).
 * keccak256 is synchronous in Node and the browser (viem), and Solidity computes the same roll.
 */

/** A period seed: 0x and 64 lowercase hex digits. */
export const ROULETTE_SEED_PATTERN = /^0x[0-9a-f]{64}$/;

export function isRouletteSeed(value: string): value is Hex {
  return ROULETTE_SEED_PATTERN.test(value);
}

/** The commitment published before a period's first spin: keccak256 of the seed's 32 bytes. */
export function rouletteCommitment(seed: Hex): Hex {
  if (!isRouletteSeed(seed)) throw new RangeError('a seed is 0x and 64 lowercase hex digits');
  return keccak256(seed);
}

/** True when `seed` is the seed committed to by `commitment`. */
export function seedMatchesCommitment(seed: string, commitment: string): boolean {
  return isRouletteSeed(seed) && rouletteCommitment(seed) === commitment.toLowerCase();
}

/** The uint256 roll of one spin. */
export function rouletteRoll(seed: Hex, wallet: string, spin: number): bigint {
  if (!isRouletteSeed(seed)) throw new RangeError('a seed is 0x and 64 lowercase hex digits');
  if (!/^0x[0-9a-fA-F]{40}$/.test(wallet)) throw new RangeError('wallet must be an address');
  if (!Number.isSafeInteger(spin) || spin < 1) throw new RangeError('spin numbers start at 1');
  // abi.encodePacked(bytes32, address, uint256), written out (viem's encodePacked validates
  // each value again and is ~10× slower; the test pins the two equal).
  const packed: Hex = `${seed}${wallet.slice(2).toLowerCase()}${spin.toString(16).padStart(64, '0')}`;
  return hexToBigInt(keccak256(packed));
}

/** The prize of one spin: what the server recorded, and what the page recomputes to verify it. */
export function rouletteDraw(
  seed: Hex,
  wallet: string,
  spin: number,
  weights: readonly number[],
): RoulettePrizeId {
  return prizeForRoll(rouletteRoll(seed, wallet, spin), weights);
}

/** Verifies a past spin from its revealed seed: the commitment matches and the prize is the draw. */
export function verifyRouletteSpin(spin: {
  seed: string;
  commitment: string;
  wallet: string;
  spin: number;
  result: number;
  weights: readonly number[];
}): boolean {
  if (!seedMatchesCommitment(spin.seed, spin.commitment)) return false;
  return rouletteDraw(spin.seed as Hex, spin.wallet, spin.spin, spin.weights) === spin.result;
}

/**
 * Pearson's chi-square statistic of observed counts against the expected shares of `weights`
 * (prizes with weight 0 must have no draws; they add nothing). Used by the distribution tests.
 */
export function chiSquare(observed: readonly number[], weights: readonly number[]): number {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  let statistic = 0;
  weights.forEach((weight, index) => {
    if (weight === 0) return;
    const expected = (total * weight) / weightSum;
    const difference = (observed[index] ?? 0) - expected;
    statistic += (difference * difference) / expected;
  });
  return statistic;
}
