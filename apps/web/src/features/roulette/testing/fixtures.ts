import type { RouletteHistoryEntry, RouletteInfoReply } from '@kingdoms/shared/api/roulette';
import { ROULETTE_DEFAULT_WEIGHTS } from '@kingdoms/shared/roulette';
import { rouletteCommitment, rouletteDraw } from '@kingdoms/shared/rouletteFair';
import type { Hex } from 'viem';

export const WALLET = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const SEED: Hex = `0x${'5a'.repeat(32)}`;
export const OTHER_SEED: Hex = `0x${'a5'.repeat(32)}`;
export const WEIGHTS = [...ROULETTE_DEFAULT_WEIGHTS];

/** A history entry of `WALLET` drawn honestly from SEED (revealed unless `revealed` is false). */
export function honestEntry(spin: number, logDate: string, revealed = true): RouletteHistoryEntry {
  return {
    logDate,
    result: rouletteDraw(SEED, WALLET, spin, WEIGHTS),
    spin,
    period: 0,
    commitment: rouletteCommitment(SEED),
    seed: revealed ? SEED : null,
    weights: WEIGHTS,
    revealAt: 1_800_000_000,
  };
}

export function infoReply(overrides: Partial<RouletteInfoReply> = {}): RouletteInfoReply {
  return {
    result: 1,
    remainRoullete: 0,
    now: 1_700_000_100,
    open: true,
    event: { start: 1_700_000_000, end: 1_700_086_400, periodSeconds: 3_600 },
    ticketsPerBox: 1,
    weights: WEIGHTS,
    distribution: [3, 2, 1, 1, 0, 0, 0, 0, 0, 1],
    totalDraws: 8,
    current: {
      period: 0,
      start: 1_700_000_000,
      end: 1_700_003_600,
      commitment: rouletteCommitment(SEED),
      seed: null,
      weights: WEIGHTS,
    },
    next: null,
    revealed: [],
    ...overrides,
  };
}
