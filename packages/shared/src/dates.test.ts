import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime (spec 3 §9)', () => {
  it.each([
    ['2024-03-05T07:08:09.123Z', '2024-03-05 07:08:09'],
    ['2024-12-31T23:59:59Z', '2024-12-31 23:59:59'],
    ['2025-01-01T00:00:00Z', '2025-01-01 00:00:00'],
  ])('%s in UTC → %s (YYYY-MM-DD HH:mm:ss)', (input, expected) => {
    expect(formatDateTime(input, { timeZone: 'utc' })).toBe(expected);
  });

  it('drops the seconds for the bridge format (YYYY-MM-DD HH:mm)', () => {
    expect(formatDateTime('2024-03-05T07:08:09Z', { timeZone: 'utc', seconds: false })).toBe(
      '2024-03-05 07:08',
    );
  });

  it('accepts a Date and epoch milliseconds', () => {
    const date = new Date(Date.UTC(2023, 0, 2, 3, 4, 5));
    expect(formatDateTime(date, { timeZone: 'utc' })).toBe('2023-01-02 03:04:05');
    expect(formatDateTime(date.getTime(), { timeZone: 'utc' })).toBe('2023-01-02 03:04:05');
  });

  it("uses the viewer's clock by default", () => {
    const date = new Date(2023, 5, 7, 8, 9, 10); // local time
    expect(formatDateTime(date)).toBe('2023-06-07 08:09:10');
  });

  it.each([null, undefined, '', 'not a date'])('shows nothing for %j', (input) => {
    expect(formatDateTime(input)).toBe('');
  });
});
