// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rereadAtEventEnd } from './rouletteQueries';

describe('rereadAtEventEnd: an open page reads the info again when the window closes', () => {
  const event = { start: 1_000, end: 2_000, periodSeconds: 100 };

  it.each([
    ['one second past the end', 1_500, 501_000],
    ['right at the last second', 1_999, 2_000],
    ['not once the event ended', 2_000, false],
    ['not after the end', 9_000, false],
  ] as const)('%s', (_name, now, delay) => {
    expect(rereadAtEventEnd({ now, event })).toBe(delay);
  });

  it('not before the first reply, nor for an end beyond a timer (about 24.8 days)', () => {
    expect(rereadAtEventEnd(undefined)).toBe(false);
    expect(rereadAtEventEnd({ now: 0, event: { ...event, end: 30 * 86_400 } })).toBe(false);
  });
});
