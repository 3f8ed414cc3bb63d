import { lazy } from 'react';

/** The activity centre's pledging part (the reward to claim): its own chunk. */
export const PledgingRewardActivity = lazy(() => import('./components/PledgingRewardActivity'));
