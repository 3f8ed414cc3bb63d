// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { durationParts, shortEther } from './format';

describe('durationParts', () => {
  it.each([
    [0, { unit: 'seconds', seconds: 0 }],
    [59.9, { unit: 'seconds', seconds: 59 }],
    [60, { unit: 'minutes', minutes: 1, seconds: 0 }],
    [905, { unit: 'minutes', minutes: 15, seconds: 5 }],
    [3600, { unit: 'hours', hours: 1, minutes: 0 }],
    [90_061, { unit: 'hours', hours: 25, minutes: 1 }],
    [-3, { unit: 'seconds', seconds: 0 }],
  ])('%s s → %o', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });
});

describe('shortEther', () => {
  it.each([
    ['0.5', '0.5'],
    ['10', '10'],
    ['1.23456789', '1.2345'],
    ['2.00001', '2'],
    ['9999.99999999', '9999.9999'],
  ])('%s → %s', (amount, shown) => {
    expect(shortEther(amount)).toBe(shown);
  });
});
