import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_TICK_MS,
  clockParts,
  countdownTarget,
  FLIP_COUNTDOWN_DATES,
  hasWideDays,
  INVALID_DEADLINE_MESSAGE,
  padTwoDigits,
  parseDeadline,
  remainingParts,
  secondsLeft,
  splitDuration,
} from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('flip countdown constants (spec 1 §8, §9)', () => {
  it('ticks every second and counts to 5 and 19 June 2020 UTC', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(new Date(FLIP_COUNTDOWN_DATES['pre-start']).toISOString()).toBe('2020-06-05T00:00:00.000Z');
    expect(new Date(FLIP_COUNTDOWN_DATES['pre-end']).toISOString()).toBe('2020-06-19T00:00:00.000Z');
  });

  it("raises the spec's text for a bad deadline", () => {
    expect(INVALID_DEADLINE_MESSAGE).toBe("Invalid props value, correct the 'deadline'");
  });
});

describe('parseDeadline (spec 1 §5: hyphens become slashes before parsing)', () => {
  it.each([
    { deadline: '2020-06-05', expected: new Date(2020, 5, 5).getTime() },
    { deadline: '2020-06-05 12:30:45', expected: new Date(2020, 5, 5, 12, 30, 45).getTime() },
    { deadline: '2020/06/05 12:30:45', expected: new Date(2020, 5, 5, 12, 30, 45).getTime() },
    { deadline: '2020-06-05 12:30:45 UTC', expected: Date.UTC(2020, 5, 5, 12, 30, 45) },
    { deadline: '2020-06-05 09:00:00 GMT+0900', expected: Date.UTC(2020, 5, 5, 0, 0, 0) },
  ])('$deadline → its instant', ({ deadline, expected }) => {
    expect(parseDeadline(deadline)).toBe(expected);
  });

  it('takes a Date as the instant it is', () => {
    expect(parseDeadline(new Date(Date.UTC(2031, 0, 2, 3, 4, 5, 678)))).toBe(
      Date.UTC(2031, 0, 2, 3, 4, 5, 678),
    );
  });

  it.each([
    { name: 'undefined', deadline: undefined },
    { name: 'null', deadline: null },
    { name: 'empty', deadline: '' },
    { name: 'blank', deadline: '   ' },
    { name: 'not a date', deadline: 'next friday' },
    { name: 'month 13', deadline: '2020-13-45' },
    // An ISO instant has a 'T' the slashed form cannot carry: unparseable after the replacement.
    { name: 'ISO with T', deadline: '2020-06-05T00:00:00Z' },
    { name: 'an invalid Date', deadline: new Date(Number.NaN) },
  ])('$name raises the spec error', ({ deadline }) => {
    expect(() => parseDeadline(deadline)).toThrow(new Error(INVALID_DEADLINE_MESSAGE));
  });
});

describe('countdownTarget (spec 1 §4: fixed dates by deadtype, else the deadline)', () => {
  it.each([
    { input: { deadtype: 'pre-start' }, expected: Date.UTC(2020, 5, 5) },
    { input: { deadtype: 'pre-end' }, expected: Date.UTC(2020, 5, 19) },
    { input: { deadline: '2024-01-02 03:04:05 UTC' }, expected: Date.UTC(2024, 0, 2, 3, 4, 5) },
  ] as const)('$input → $expected', ({ input, expected }) => {
    expect(countdownTarget(input)).toBe(expected);
  });

  it('without a deadtype a missing deadline raises', () => {
    expect(() => countdownTarget({ deadline: undefined })).toThrow(INVALID_DEADLINE_MESSAGE);
  });
});

describe('remaining time', () => {
  const target = Date.UTC(2020, 5, 5);

  it.each([
    {
      name: 'one of each unit',
      now: target - (DAY + HOUR + MINUTE + SECOND),
      expected: { days: 1, hours: 1, minutes: 1, seconds: 1, done: false },
    },
    {
      name: 'a partial second counts as a whole one until the moment',
      now: target - 1,
      expected: { days: 0, hours: 0, minutes: 0, seconds: 1, done: false },
    },
    {
      name: '23:59:59 left',
      now: target - (DAY - SECOND),
      expected: { days: 0, hours: 23, minutes: 59, seconds: 59, done: false },
    },
    {
      name: 'exactly at the target it stops at zero',
      now: target,
      expected: { days: 0, hours: 0, minutes: 0, seconds: 0, done: true },
    },
    {
      name: 'after the target it stays at zero',
      now: target + 400 * DAY,
      expected: { days: 0, hours: 0, minutes: 0, seconds: 0, done: true },
    },
    {
      name: 'four-digit days',
      now: target - (1234 * DAY + 5 * HOUR),
      expected: { days: 1234, hours: 5, minutes: 0, seconds: 0, done: false },
    },
  ])('$name', ({ now, expected }) => {
    expect(remainingParts(target, now)).toEqual(expected);
  });

  it('the stop flag ends it at zero', () => {
    expect(remainingParts(target, target - 5 * DAY, true)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it.each([
    [10_000, 4_000, 6],
    [10_000, 9_001, 1],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
  ])('secondsLeft(%i, %i) = %i', (targetMs, nowMs, expected) => {
    expect(secondsLeft(targetMs, nowMs)).toBe(expected);
  });

  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [59, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [3_600, { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    [90_061, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
    [-5, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('clockParts(%i)', (total, expected) => {
    expect(clockParts(total)).toEqual(expected);
  });

  it('splitDuration drops partial seconds and never goes negative', () => {
    expect(splitDuration(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('display rules (spec 1 §4)', () => {
  it.each([
    [0, '00'],
    [7, '07'],
    [10, '10'],
    [59, '59'],
    [123, '123'],
    [1234, '1234'],
    [-3, '00'],
  ])('pads %i to %s', (value, expected) => {
    expect(padTwoDigits(value)).toBe(expected);
  });

  it.each([
    [0, false],
    [999, false],
    [1000, true],
    [2190, true],
  ])('the days card is wide for %i days: %s', (days, wide) => {
    expect(hasWideDays(days)).toBe(wide);
  });
});
