import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX_CHARS, formatAmount, TOKEN_DECIMALS, toBaseUnits } from './amounts';

const E18 = 10n ** 18n;

describe('toBaseUnits', () => {
  it('uses 10^18 base units and truncates to 16 characters (spec 1 §5, spec 3 §9)', () => {
    expect(TOKEN_DECIMALS).toBe(18);
    expect(AMOUNT_MAX_CHARS).toBe(16);
  });

  it.each([
    ['1', E18],
    ['0.5', E18 / 2n],
    ['.25', E18 / 4n],
    ['12.', 12n * E18],
    [' 3 ', 3n * E18],
    // 16 characters kept: '1.23456789012345' (the trailing '67' is cut)
    ['1.2345678901234567', 123456789012345n * 10n ** 4n],
    // a 20-digit number keeps its first 16 digits
    ['12345678901234567890', 1234567890123456n * E18],
    ['0', 0n],
  ])('%s → %s', (input, expected) => {
    expect(toBaseUnits(input)).toBe(expected);
  });

  it.each(['', 'abc', '-1', '1e5', '1.2.3', '.'])('refuses %j', (input) => {
    expect(toBaseUnits(input)).toBeNull();
  });
});

describe('formatAmount', () => {
  it.each([
    [0n, 2, '0.00'],
    [1234567n * E18 + E18 / 2n, 2, '1,234,567.50'],
    [E18 / 3n, 2, '0.33'],
    [(2n * E18) / 3n, 2, '0.66'],
    [123456n * 10n ** 14n, 4, '12.3456'],
    [1000n * E18, 4, '1,000.0000'],
    [-5n * E18, 2, '-5.00'],
    [999n * E18, 0, '999'],
  ])('%s with %i decimals → %s', (value, digits, expected) => {
    expect(formatAmount(value, digits)).toBe(expected);
  });
});
