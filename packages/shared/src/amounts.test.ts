import { formatUnits as viemFormatUnits, parseUnits as viemParseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX_CHARS, formatAmount, TOKEN_DECIMALS, toAmountText, toBaseUnits } from './amounts';

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

describe('toAmountText (the MAX button)', () => {
  it.each([
    [100n * E18, '100'],
    [E18 / 2n, '0.5'],
    [0n, '0'],
    // 1234.567890123456789: cut to 16 characters, as toBaseUnits would
    [1234567890123456789000n, '1234.56789012345'],
    // the cut ends on the decimal point: no trailing '.'
    [123456789012345n * E18 + E18 / 2n, '123456789012345'],
  ])('%s → %s', (value, expected) => {
    expect(toAmountText(value)).toBe(expected);
  });

  it('never sends more than the value, and exactly the value when it fits in 16 characters', () => {
    for (const value of [1n, 10n ** 17n + 3n, 987654321n * 10n ** 12n, 42n * E18, 99999n * E18 + 1n]) {
      const sent = toBaseUnits(toAmountText(value));
      expect(sent).not.toBeNull();
      expect(sent! <= value).toBe(true);
      if (toAmountText(value).length < AMOUNT_MAX_CHARS) expect(sent).toBe(value);
    }
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

describe('unit conversion without viem (the amount rules load before the wallet stack)', () => {
  it('formats and parses exactly as viem does, for 0, 6 and 18 decimals', () => {
    let seed = 26n;
    const next = () => {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
      return seed;
    };
    for (const decimals of [0, 6, 18]) {
      for (let i = 0; i < 300; i += 1) {
        const value = (next() * next()) >> BigInt(i % 120);
        const viemText = viemFormatUnits(value, decimals).slice(0, AMOUNT_MAX_CHARS);
        expect(toAmountText(value, decimals)).toBe(viemText.endsWith('.') ? viemText.slice(0, -1) : viemText);
        const typed = toAmountText(value, decimals);
        expect(toBaseUnits(typed, decimals)).toBe(viemParseUnits(typed, decimals));
        expect(formatAmount(-value, 4, decimals).replaceAll(',', '')).toMatch(/^-?\d+\.\d{4}$/);
      }
    }
  });
});
