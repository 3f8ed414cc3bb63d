// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seriesOf, sparklinePaths } from './sparkline';

describe('sparklinePaths', () => {
  it.each([
    [[], []],
    [[null, null], []],
    [[0, 10], ['M0 31 L120 1']],
    [[0, 5, 10], ['M0 31 L60 16 L120 1']],
    // A missed sample leaves a gap; a lone value is a short flat stroke.
    [
      [1, null, 1],
      ['M0 1 L2 1', 'M120 1 L122 1'],
    ],
    // All zero: a flat line at the bottom (the scale never divides by 0).
    [[0, 0], ['M0 31 L120 31']],
  ] as const)('%o → %o', (values, paths) => {
    expect(sparklinePaths(values, 120, 32)).toEqual(paths);
  });
});

describe('seriesOf', () => {
  it('gives each chain and queue one value per sample, null where a sample lacks it', () => {
    const at = '2026-12-06T18:00:00.000Z';
    expect(
      seriesOf([
        { at, chains: [{ network: 'ethereum', lag: 3 }], queues: [] },
        {
          at,
          chains: [
            { network: 'ethereum', lag: null },
            { network: 'polygon', lag: 1 },
          ],
          queues: [{ queue: 'payouts', pending: 2, oldestPendingSeconds: 9 }],
        },
      ]),
    ).toEqual({
      chains: [
        ['ethereum', [3, null]],
        ['polygon', [null, 1]],
      ],
      queues: [['payouts', [null, 2]]],
    });
  });
});
