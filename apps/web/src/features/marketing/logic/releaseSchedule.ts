/** One allocation bucket of the token supply and how it unlocks after the token generation event. */
export interface AllocationBucket {
  id: string;
  /** Share of the total supply, in percent. */
  percent: number;
  /** Unlocked at the token generation event, in percent of the bucket. */
  tgePercent: number;
  cliffMonths: number;
  /** Months of linear unlocking of the rest after the cliff (0 = all of it at the end of the cliff). */
  vestingMonths: number;
  color: string;
}

/** Percent of one bucket unlocked `month` months after the token generation event (0..100). */
export function bucketUnlockedPercent(bucket: AllocationBucket, month: number): number {
  if (month < 0) return 0;
  const rest = 100 - bucket.tgePercent;
  if (month < bucket.cliffMonths) return bucket.tgePercent;
  if (bucket.vestingMonths <= 0) return 100;
  const vested = Math.min(1, (month - bucket.cliffMonths) / bucket.vestingMonths);
  return bucket.tgePercent + rest * vested;
}

/** Percent of the TOTAL supply unlocked per bucket at `month` (each value 0..bucket.percent). */
export function supplyUnlockedAt(buckets: readonly AllocationBucket[], month: number): number[] {
  return buckets.map((bucket) => (bucket.percent * bucketUnlockedPercent(bucket, month)) / 100);
}

/** The month by which every bucket is fully unlocked. */
export function fullUnlockMonth(buckets: readonly AllocationBucket[]): number {
  return buckets.reduce((latest, bucket) => Math.max(latest, bucket.cliffMonths + bucket.vestingMonths), 0);
}

/** Rows of the release-schedule chart: for each month 0..horizon, the unlocked supply per bucket. */
export function releaseSchedule(buckets: readonly AllocationBucket[], horizonMonths: number): number[][] {
  return Array.from({ length: horizonMonths + 1 }, (_, month) => supplyUnlockedAt(buckets, month));
}

/** Start and end angle (radians, clockwise from 12 o'clock) of each bucket's slice of the donut. */
export function donutSlices(buckets: readonly AllocationBucket[]): { start: number; end: number }[] {
  const total = buckets.reduce((sum, bucket) => sum + bucket.percent, 0);
  let cursor = 0;
  return buckets.map((bucket) => {
    const start = cursor;
    cursor += total > 0 ? (bucket.percent / total) * Math.PI * 2 : 0;
    return { start, end: cursor };
  });
}
