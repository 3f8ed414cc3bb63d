import type { ActivityPart } from '../../shared/routing';
import PledgingRewardActivity, { usePledgingReadyCount } from './components/PledgingRewardActivity';

/** This feature's parts of the activity centre (found by file: features/activity/parts.ts). */
export const activityParts: readonly ActivityPart[] = [
  // The pledging reward to claim.
  {
    name: 'pledging',
    order: 20,
    useReadyCount: usePledgingReadyCount,
    Panel: PledgingRewardActivity,
  },
];
