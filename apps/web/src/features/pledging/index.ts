import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/** The pledging feature's public surface: the pledging page (spec 3 §2), desktop only. */
export const pledgingRoutes: readonly AppRoute[] = [
  {
    path: '/pledging',
    page: lazy(() => import('./PledgingPage')),
    chrome: true,
    desktopOnly: true,
    titleKey: 'pledging:meta_title',
    descriptionKey: 'pledging:meta_description',
  },
];

/** The activity centre's pledging part (the reward to claim): its own chunk. */
export const PledgingRewardActivity = lazy(() => import('./components/PledgingRewardActivity'));
