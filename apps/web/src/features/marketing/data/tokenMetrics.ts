import type { TokenAllocationId } from '@kingdoms/shared/site-content';
import type { AllocationBucketFigures } from '@kingdoms/shared/site-content-schema';
import type { AllocationBucket } from '../logic/releaseSchedule';

/**
 * The token metric charts draw the configured allocation (/config.json `content.tokenMetrics`);
 * the colour of each bucket is decided here.
 */
const ALLOCATION_COLOURS: Record<TokenAllocationId, string> = {
  playToEarn: '#e3b341',
  ecosystem: '#5fc9a8',
  team: '#a48be0',
  investors: '#4b8de0',
  marketing: '#e0703a',
  liquidity: '#d0484f',
  treasury: '#c8d3e0',
  advisors: '#f2d16b',
  community: '#7fb8e6',
  reserve: '#8fa0b8',
  publicSale: '#6fd19b',
  privateSale: '#c77ae0',
};

export function allocationBuckets(allocation: readonly AllocationBucketFigures[]): AllocationBucket[] {
  return allocation.map((bucket) => ({ ...bucket, color: ALLOCATION_COLOURS[bucket.id] }));
}

/** Months shown on the release schedule chart's x axis, at least. */
export const RELEASE_CHART_MONTHS = 48;

/** The link section's four feature cards. */
export const TOKEN_FEATURES = ['play', 'stake', 'govern', 'bridge'] as const;
