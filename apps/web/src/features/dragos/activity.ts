import type { ActivityPart } from '../../shared/routing';
import HatchingEggsActivity from './components/HatchingEggsActivity';
import RentalActivity, { useRentalReadyCount } from './rental/RentalActivity';

/** This feature's parts of the activity centre (found by file: features/activity/parts.ts). */
export const activityParts: readonly ActivityPart[] = [
  // The rentals' DSA to claim once it reaches the minimum.
  {
    name: 'rental',
    order: 30,
    useReadyCount: useRentalReadyCount,
    Panel: RentalActivity,
  },
  // The eggs hatching (waiting for randomness); nothing to claim, so no count.
  {
    name: 'hatching',
    order: 60,
    Panel: HatchingEggsActivity,
  },
];
