import { lazy } from 'react';

/**
 * The activity centre's My Reward part (schedules to claim, the next unlock): its own chunk,
 * loaded when the centre opens.
 */
export const VestingActivity = lazy(() => import('./components/VestingActivity'));
