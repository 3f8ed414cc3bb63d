// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  badgeGradeOf,
  formatBreedCount,
  SALE_DURATIONS_DAYS,
  SALE_FEE_PERCENT,
  SALE_TOKENS,
} from './display';
import { eggStateOf, isGenesisId } from './eggState';

describe('egg state (spec 2 §4)', () => {
  it.each([
    [10_000, false],
    [10_001, true],
    [15_000, true],
    [20_000, true],
    [20_001, false],
    [1, false],
  ])('id %i is a genesis egg: %s', (id, genesis) => {
    expect(isGenesisId(id)).toBe(genesis);
  });

  it.each([
    ['a ready egg at or above 20000 hatches', { tokenId: 20_001, status: 0 }, false, { kind: 'ready' }],
    ['a ready genesis egg bridges and hatches', { tokenId: 10_001, status: 0 }, false, { kind: 'genesis' }],
    ['status 1 is hatching', { tokenId: 20_001, status: 1 }, false, { kind: 'hatching' }],
    ['a genesis egg on its way is hatching', { tokenId: 12_345, status: 1 }, false, { kind: 'hatching' }],
    [
      'a hatch sent here is hatching before the inventory says so',
      { tokenId: 20_001, status: 0 },
      true,
      { kind: 'hatching' },
    ],
    [
      'late randomness is stuck with its request id',
      { tokenId: 20_001, status: 1, requestId: '42', stuck: true },
      false,
      { kind: 'stuck', requestId: '42' },
    ],
    [
      'a pending request that is not late is just hatching',
      { tokenId: 20_001, status: 1, requestId: '42', stuck: false },
      false,
      { kind: 'hatching' },
    ],
  ])('%s', (_, egg, sentHere, state) => {
    expect(eggStateOf(egg, sentHere)).toEqual(state);
  });
});

describe('display rules (spec 2 §3, §9)', () => {
  it('shows breeds as n/7', () => {
    expect(formatBreedCount(0)).toBe('0/7');
    expect(formatBreedCount(7)).toBe('7/7');
  });

  it('has the sale and offer constants of the spec', () => {
    expect(SALE_FEE_PERCENT).toBe(3);
    expect(SALE_TOKENS).toEqual(['ETH', 'LOKA']);
    expect(SALE_DURATIONS_DAYS).toEqual([1, 3, 7, 10, 30]);
  });
});

describe('badge by grade (spec 2 §2: grade 1 and above)', () => {
  it.each([
    [-1, null],
    [0, null],
    [0.5, null],
    [Number.NaN, null],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
  ])('grade %s wears badge %s', (grade, badge) => {
    expect(badgeGradeOf(grade)).toBe(badge);
  });
});
