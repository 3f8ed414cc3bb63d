import { describe, expect, it } from 'vitest';
import {
  CONTINENT_MAX,
  CONTINENT_MIN,
  canQueueMove,
  continentLabel,
  continentOptions,
  isCancellable,
  isValidContinent,
  MOVE_STATUS,
  moveStatusName,
  NO_CONTINENT,
  nextDailyMoveRun,
  unmetMovePreconditions,
} from './migration';

describe('continents', () => {
  it.each([
    [0, false],
    [1, true],
    [13, true],
    [26, true],
    [27, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('isValidContinent(%s) is %s', (continent, valid) => {
    expect(isValidContinent(continent)).toBe(valid);
  });

  it('refuses the "nothing chosen" value', () => {
    expect(NO_CONTINENT).toBe(0);
    expect(isValidContinent(NO_CONTINENT)).toBe(false);
  });

  it.each([
    [1, '101'],
    [9, '109'],
    [26, '126'],
  ])('continent %i is shown as %s', (continent, label) => {
    expect(continentLabel(continent)).toBe(label);
  });

  it('offers 1..26 shown as 101..126', () => {
    const options = continentOptions();
    expect(CONTINENT_MIN).toBe(1);
    expect(CONTINENT_MAX).toBe(26);
    expect(options).toHaveLength(26);
    expect(options[0]).toEqual({ value: 1, label: '101' });
    expect(options.at(-1)).toEqual({ value: 26, label: '126' });
  });
});

describe('move status', () => {
  it.each([
    [MOVE_STATUS.queued, 'queued', true, false],
    [MOVE_STATUS.done, 'done', false, false],
    [MOVE_STATUS.failed, 'failed', false, true],
    [MOVE_STATUS.cancelled, 'cancelled', false, true],
  ] as const)(
    'status %i is %s (cancellable %s, may queue again %s)',
    (status, name, cancellable, requeue) => {
      expect(moveStatusName(status)).toBe(name);
      expect(isCancellable(status)).toBe(cancellable);
      expect(canQueueMove(status)).toBe(requeue);
    },
  );

  it('lets a kingdom without a move queue one', () => {
    expect(canQueueMove(undefined)).toBe(true);
  });

  it('numbers the statuses 0 queued, 1 done, 2 failed, 3 cancelled', () => {
    expect(MOVE_STATUS).toEqual({ queued: 0, done: 1, failed: 2, cancelled: 3 });
  });
});

describe('move preconditions', () => {
  const ready = { troopsHome: true, woundedCount: 0, busy: false, inAlliance: false };
  it.each([
    [{}, []],
    [{ troopsHome: false }, ['troops_away']],
    [{ woundedCount: 1 }, ['troops_wounded']],
    [{ busy: true }, ['busy']],
    [{ inAlliance: true }, ['in_alliance']],
    [
      { troopsHome: false, woundedCount: 3, busy: true, inAlliance: true },
      ['troops_away', 'troops_wounded', 'busy', 'in_alliance'],
    ],
  ])('%o → %o', (change, reasons) => {
    expect(unmetMovePreconditions({ ...ready, ...change })).toEqual(reasons);
  });
});

describe('nextDailyMoveRun', () => {
  it.each([
    ['2024-05-01T13:45:00.000Z', '2024-05-02T00:00:00.000Z'],
    ['2024-05-01T00:00:00.000Z', '2024-05-02T00:00:00.000Z'],
    ['2024-05-01T23:59:59.999Z', '2024-05-02T00:00:00.000Z'],
    ['2024-12-31T12:00:00.000Z', '2025-01-01T00:00:00.000Z'],
  ])('after %s comes %s (00:00 UTC)', (now, next) => {
    expect(nextDailyMoveRun(new Date(now)).toISOString()).toBe(next);
  });
});
