import { describe, expect, it } from 'vitest';
import { LOKA_ALLOCATION, RELEASE_CHART_MONTHS } from '../data/tokenMetrics';
import {
  type AllocationBucket,
  bucketUnlockedPercent,
  donutSlices,
  fullUnlockMonth,
  releaseSchedule,
  supplyUnlockedAt,
} from './releaseSchedule';

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

  it('the configured allocation covers the whole supply and is fully unlocked within the chart', () => {
    expect(sum(LOKA_ALLOCATION.map((entry) => entry.percent))).toBe(100);
    expect(fullUnlockMonth(LOKA_ALLOCATION)).toBeLessThanOrEqual(RELEASE_CHART_MONTHS);
    const rows = releaseSchedule(LOKA_ALLOCATION, RELEASE_CHART_MONTHS);
    expect(rows).toHaveLength(RELEASE_CHART_MONTHS + 1);
    expect(sum(rows.at(-1) ?? [])).toBeCloseTo(100);
  });

  it('never releases less in a later month', () => {
    const totals = releaseSchedule(LOKA_ALLOCATION, RELEASE_CHART_MONTHS).map(sum);
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
