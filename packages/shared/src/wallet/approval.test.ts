import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { APPROVAL_AMOUNT, needsApproval } from './approval';

describe('needsApproval (spec 1 §4)', () => {
  const oneToken = parseUnits('1', 18);
  it.each([
    ['allowance below the amount', 5n * oneToken, 6n * oneToken, true],
    ['allowance equal to the amount', 6n * oneToken, 6n * oneToken, false],
    ['allowance above the amount', APPROVAL_AMOUNT, 6n * oneToken, false],
    ['allowance of 17 digits covering a tiny amount', 10n ** 16n, 1n, true],
    ['allowance of exactly 18 digits covering the amount', 10n ** 17n, 1n, false],
    ['zero allowance, zero amount', 0n, 0n, true],
  ])('%s → %s', (_label, allowance, amount, expected) => {
    expect(needsApproval(allowance, amount)).toBe(expected);
  });

  it('approves 1e12 whole tokens', () => {
    expect(APPROVAL_AMOUNT).toBe(10n ** 12n * 10n ** 18n);
  });
});
