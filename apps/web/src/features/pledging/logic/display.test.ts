// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPledgeAmount, rankRange } from './display';

describe('formatPledgeAmount (spec 3 §9: 2 decimals, thousands separators)', () => {
  it.each([
    ['0', '0.00'],
    ['1234567890000000000000', '1,234.56'],
    ['1000000000000000000000000', '1,000,000.00'],
    ['5', '0.00'],
  ])('%s → %s', (input, expected) => {
    expect(formatPledgeAmount(input)).toBe(expected);
    expect(formatPledgeAmount(BigInt(input))).toBe(expected);
  });
});

describe('rankRange', () => {
  it('shows one rank or a range', () => {
    expect(rankRange(1, 1)).toBe('1');
    expect(rankRange(13, 26)).toBe('13–26');
  });
});
