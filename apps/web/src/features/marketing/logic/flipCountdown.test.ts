import { describe, expect, it } from 'vitest';
import {
  flipClockAt,
  hasWideDays,
  INVALID_DEADLINE_MESSAGE,
  PRE_END_MS,
  PRE_START_MS,
  padTwoDigits,
  resolveDeadline,
} from './flipCountdown';

describe('flip countdown deadline (spec 1 §4, §5, §8)', () => {
  it('uses 5 June 2020 UTC for pre-start and 19 June 2020 UTC for pre-end', () => {
    expect(new Date(PRE_START_MS).toISOString()).toBe('2020-06-05T00:00:00.000Z');
    expect(new Date(PRE_END_MS).toISOString()).toBe('2020-06-19T00:00:00.000Z');
    expect(resolveDeadline({ deadtype: 'pre-start' })).toBe(PRE_START_MS);
    expect(resolveDeadline({ deadtype: 'pre-end' })).toBe(PRE_END_MS);
  });

  it('prefers the deadline type over a supplied string', () => {
    expect(resolveDeadline({ deadtype: 'pre-end', deadline: '2030-01-01 00:00:00 UTC' })).toBe(PRE_END_MS);
  });

  it.each([
    ['2024-12-25 18:30:00 UTC', Date.UTC(2024, 11, 25, 18, 30)],
    ['2024/12/25 18:30:00 UTC', Date.UTC(2024, 11, 25, 18, 30)],
    ['2021-06-05 00:00:00 +0000', Date.UTC(2021, 5, 5)],
  ])('reads %s with hyphens replaced by slashes', (deadline, expected) => {
    expect(resolveDeadline({ deadline })).toBe(expected);
  });

  it('reads a hyphenated date as the same instant as its slashed form', () => {
    expect(resolveDeadline({ deadline: '2024-02-29 12:00:00' })).toBe(
      new Date('2024/02/29 12:00:00').getTime(),
    );
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['unparseable', 'not a date'],
    ['nonsense with hyphens', '2024-99-99 99:99'],
  ])('rejects a %s deadline with the spec message', (_case, deadline) => {
    expect(() => resolveDeadline({ deadline })).toThrow(INVALID_DEADLINE_MESSAGE);
  });

  it('keeps the spec message word for word', () => {
    expect(INVALID_DEADLINE_MESSAGE).toBe("Invalid props value, correct the 'deadline'");
  });
});

describe('flip clock', () => {
  const deadline = Date.UTC(2030, 0, 1);

  it.each([
    { left: 90061000, expected: { days: 1, hours: 1, minutes: 1, seconds: 1, finished: false } },
    { left: 1, expected: { days: 0, hours: 0, minutes: 0, seconds: 0, finished: false } },
    { left: 0, expected: { days: 0, hours: 0, minutes: 0, seconds: 0, finished: true } },
    { left: -86400000, expected: { days: 0, hours: 0, minutes: 0, seconds: 0, finished: true } },
  ])('with $left ms left shows $expected', ({ left, expected }) => {
    expect(flipClockAt(deadline, deadline - left)).toEqual(expected);
  });

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
