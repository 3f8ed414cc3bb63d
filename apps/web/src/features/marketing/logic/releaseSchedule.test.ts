import { describe, expect, it } from 'vitest';
import { allocationBuckets, RELEASE_CHART_MONTHS } from '../data/tokenMetrics';
import {
  type AllocationBucket,
  bucketUnlockedPercent,
  donutSlices,
  fullUnlockMonth,
  releaseSchedule,
  supplyUnlockedAt,
} from './releaseSchedule';

/** An allocation as the configuration gives it (site content `tokenMetrics`), coloured for the charts. */
const ALLOCATION = allocationBuckets([
  { id: 'playToEarn', percent: 30, tgePercent: 2, cliffMonths: 0, vestingMonths: 48 },
  { id: 'team', percent: 20, tgePercent: 0, cliffMonths: 12, vestingMonths: 24 },
  { id: 'reserve', percent: 40, tgePercent: 0, cliffMonths: 60, vestingMonths: 0 },
  { id: 'liquidity', percent: 10, tgePercent: 50, cliffMonths: 0, vestingMonths: 6 },
]);

const bucket: AllocationBucket = {
  id: 'test',
  percent: 20,
  tgePercent: 10,
  cliffMonths: 6,
  vestingMonths: 12,
  color: '#fff',
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('release schedule', () => {
  it.each([
    [-1, 0],
    [0, 10],
    [5, 10],
    [6, 10],
    [12, 55],
    [18, 100],
    [40, 100],
  ])('month %i unlocks %f%% of the bucket', (month, expected) => {
    expect(bucketUnlockedPercent(bucket, month)).toBeCloseTo(expected);
  });

  it('unlocks everything at the end of the cliff when there is no vesting', () => {
    const cliffOnly = { ...bucket, vestingMonths: 0 };
    expect(bucketUnlockedPercent(cliffOnly, 5)).toBe(10);
    expect(bucketUnlockedPercent(cliffOnly, 6)).toBe(100);
  });

  it('scales a bucket to its share of the supply', () => {
    expect(supplyUnlockedAt([bucket], 18)).toEqual([20]);
  });

  it('releases a whole allocation by its full unlock month, which may lie past the default chart', () => {
    const months = fullUnlockMonth(ALLOCATION);
    expect(months).toBe(60);
    expect(months).toBeGreaterThan(RELEASE_CHART_MONTHS);
    const rows = releaseSchedule(ALLOCATION, months);
    expect(rows).toHaveLength(months + 1);
    expect(sum(rows.at(-2) ?? [])).toBeLessThan(100);
    expect(sum(rows.at(-1) ?? [])).toBeCloseTo(100);
  });

  it('colours each configured bucket', () => {
    expect(ALLOCATION.map((entry) => entry.color)).toEqual(ALLOCATION.map(() => expect.stringMatching(/^#/)));
    expect(new Set(ALLOCATION.map((entry) => entry.color)).size).toBe(ALLOCATION.length);
  });

  it('never releases less in a later month', () => {
    const totals = releaseSchedule(ALLOCATION, fullUnlockMonth(ALLOCATION)).map(sum);
    for (let month = 1; month < totals.length; month++) {
      expect(totals[month]).toBeGreaterThanOrEqual(totals[month - 1] ?? 0);
    }
  });

  it('donut slices are proportional and close the circle', () => {
    const slices = donutSlices([
      { ...bucket, percent: 25 },
      { ...bucket, percent: 75 },
    ]);
    expect(slices[0]?.start).toBe(0);
    expect(slices[0]?.end).toBeCloseTo(Math.PI / 2);
    expect(slices[1]?.end).toBeCloseTo(Math.PI * 2);
  });
});
