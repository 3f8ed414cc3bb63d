import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/**
 * The My Reward feature's public surface: the /myReward page (spec 3 §2), desktop only. The
 * wallet menu's "My Reward" entry appears once this route is registered.
 */
export const myRewardRoutes: readonly AppRoute[] = [
  {
    path: '/myReward',
    page: lazy(() => import('./MyRewardPage')),
    chrome: true,
    desktopOnly: true,
    titleKey: 'my-reward:meta_title',
    descriptionKey: 'my-reward:meta_description',
  },
];

/**
 * The activity centre's My Reward part (schedules to claim, the next unlock): its own chunk,
 * loaded when the centre opens.
 */
export const VestingActivity = lazy(() => import('./components/VestingActivity'));
