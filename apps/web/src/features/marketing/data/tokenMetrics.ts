import type { AllocationBucket } from '../logic/releaseSchedule';

/** Total LOKA supply, whole tokens. */
export const LOKA_TOTAL_SUPPLY = 1_000_000_000;

/**
 * The token metric charts' data (spec 1 §2 token page): allocation of the supply and its unlock
 * terms. Configuration: change the numbers here and both charts follow.
 */
export const LOKA_ALLOCATION: readonly AllocationBucket[] = [
  { id: 'playToEarn', percent: 30, tgePercent: 2, cliffMonths: 0, vestingMonths: 48, color: '#e3b341' },
  { id: 'ecosystem', percent: 20, tgePercent: 5, cliffMonths: 3, vestingMonths: 36, color: '#5fc9a8' },
  { id: 'team', percent: 15, tgePercent: 0, cliffMonths: 12, vestingMonths: 24, color: '#a48be0' },
  { id: 'investors', percent: 15, tgePercent: 10, cliffMonths: 6, vestingMonths: 18, color: '#4b8de0' },
  { id: 'marketing', percent: 10, tgePercent: 10, cliffMonths: 1, vestingMonths: 24, color: '#e0703a' },
  { id: 'liquidity', percent: 10, tgePercent: 50, cliffMonths: 0, vestingMonths: 6, color: '#d0484f' },
];

/** Months shown on the release schedule chart's x axis. */
export const RELEASE_CHART_MONTHS = 48;

/** The link section's four feature cards. */
export const TOKEN_FEATURES = ['play', 'stake', 'govern', 'bridge'] as const;
