import { describe, expect, it } from 'vitest';
import { hasWideDays, padTwoDigits } from './flipClock';

describe('flip clock (spec 1 §4: values zero-padded to two digits, wide days card at four digits)', () => {
  it.each([
    [0, '00'],
    [7, '07'],
    [10, '10'],
    [59, '59'],
    [123, '123'],
    [1234, '1234'],
  ])('pads %i to %s', (value, expected) => {
    expect(padTwoDigits(value)).toBe(expected);
  });

  it.each([
    [0, false],
    [999, false],
    [1000, true],
    [2190, true],
  ])('days card is wide for %i days: %s', (days, wide) => {
    expect(hasWideDays(days)).toBe(wide);
  });
});
