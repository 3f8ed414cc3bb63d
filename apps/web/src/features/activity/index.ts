import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';
import { ACTIVITY_PATH } from './paths';

/**
 * The activity centre (issue 27): the connected wallet's pending transactions on every network
 * and what it can claim now or soon. Opened from the wallet menu's "Activity" entry, which
 * appears once this route is registered; it works on phones too.
 */
export const activityRoutes: readonly AppRoute[] = [
  {
    path: ACTIVITY_PATH,
    page: lazy(() => import('./ActivityPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'activity:meta_title',
    descriptionKey: 'activity:meta_description',
  },
];

/**
 * The wallet menu's Activity badge counter (the centre's parts, headless): its own chunk, which
 * the wallet root loads once a wallet is connected (the shell hands it over: features do not
 * import each other's internals).
 */
export const ActivityBadgeCounter = lazy(() => import('./ActivityBadgeCounter'));
