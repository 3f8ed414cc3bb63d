import type { ActivityPart } from '../../shared/routing';
import VestingActivity, { useVestingReadyCount } from './components/VestingActivity';

/** This feature's parts of the activity centre (found by file: features/activity/parts.ts). */
export const activityParts: readonly ActivityPart[] = [
  // My Reward's schedules to claim and the next unlock.
  {
    name: 'vesting',
    order: 10,
    useReadyCount: useVestingReadyCount,
    Panel: VestingActivity,
  },
];
