import type { ActivityPart } from '../../shared/routing';
import LokaClaimActivity, { useLokaReadyCount } from './components/LokaClaimActivity';

/** This feature's parts of the activity centre (found by file: features/activity/parts.ts). */
export const activityParts: readonly ActivityPart[] = [
  // LOKA withdrawals to claim, and those waiting for their checkpoint.
  {
    name: 'loka',
    order: 50,
    useReadyCount: useLokaReadyCount,
    Panel: LokaClaimActivity,
  },
];
