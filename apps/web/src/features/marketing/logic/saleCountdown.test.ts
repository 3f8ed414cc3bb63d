// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SALE_START_MS, saleCountdownAt } from './saleCountdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('sale countdown (spec 1 §4, §9)', () => {
  it('starts at 2023-03-01 00:00:00 UTC', () => {
    expect(new Date(SALE_START_MS).toISOString()).toBe('2023-03-01T00:00:00.000Z');
  });

  it.each([
    {
      name: 'one full unit of each before the start',
      now: SALE_START_MS - (DAY + HOUR + MINUTE + SECOND),
      expected: { day: 1, hour: 1, min: 1, sec: 1, saleStatus: false, eventStarted: false },
    },
    {
      name: 'partial seconds are dropped',
      now: SALE_START_MS - (2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND + 999),
      expected: { day: 2, hour: 3, min: 4, sec: 5, saleStatus: false, eventStarted: false },
    },
    {
      name: 'one millisecond before the start',
      now: SALE_START_MS - 1,
      expected: { day: 0, hour: 0, min: 0, sec: 0, saleStatus: false, eventStarted: false },
    },
    {
      name: 'exactly at the start both flags turn true',
      now: SALE_START_MS,
      expected: { day: 0, hour: 0, min: 0, sec: 0, saleStatus: true, eventStarted: true },
    },
    {
      name: 'long after the start the counters stay at zero',
      now: SALE_START_MS + 400 * DAY,
      expected: { day: 0, hour: 0, min: 0, sec: 0, saleStatus: true, eventStarted: true },
    },
    {
      name: 'from 1 January 2023 there are 59 days left',
      now: Date.UTC(2023, 0, 1),
      expected: { day: 59, hour: 0, min: 0, sec: 0, saleStatus: false, eventStarted: false },
    },
  ])('$name', ({ now, expected }) => {
    expect(saleCountdownAt(now)).toEqual(expected);
  });
});
