// @vitest-environment node
import type { RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import { describe, expect, it } from 'vitest';
import { contractNameOf, formatInteger, formatNativeAmount, formatUtcTimestamp } from './format';

describe('formatUtcTimestamp', () => {
  it.each([
    [0n, '1970-01-01 00:00:00 UTC'],
    [1_709_618_828n, '2024-03-05 06:07:08 UTC'],
    [1_735_689_599n, '2024-12-31 23:59:59 UTC'],
  ])('%s → %s', (seconds, shown) => {
    expect(formatUtcTimestamp(seconds)).toBe(shown);
  });
});

describe('formatNativeAmount', () => {
  it.each([
    [0n, 18, '0.00'],
    [10n ** 18n, 18, '1.00'],
    [1_500_000_000_000_000_000n, 18, '1.50'],
    [1n, 18, '0.000000000000000001'],
    [1_234_567_890_000_000_000_000n, 18, '1,234.56789'],
    [123n, 2, '1.23'],
    [5n, 0, '5'],
  ])('%s at %s decimals → %s', (value, decimals, shown) => {
    expect(formatNativeAmount(value, decimals)).toBe(shown);
  });
});

describe('formatInteger', () => {
  it.each([
    [0n, '0'],
    [999, '999'],
    [21_000n, '21,000'],
    [12_345_678n, '12,345,678'],
  ])('%s → %s', (value, shown) => {
    expect(formatInteger(value)).toBe(shown);
  });
});

describe('contractNameOf', () => {
  const network = {
    contracts: { Staking: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
  } as unknown as RuntimeNetwork; // only contracts is read

  it('names a deployed contract whatever the case', () => {
    expect(contractNameOf(network, '0x5fbdb2315678afecb367f032d93f642f64180aa3')).toBe('Staking');
    expect(contractNameOf(network, '0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe('Staking');
  });
  it('names nothing else', () => {
    expect(contractNameOf(network, '0x000000000000000000000000000000000000dEaD')).toBeUndefined();
    expect(contractNameOf(network, null)).toBeUndefined();
  });
});
