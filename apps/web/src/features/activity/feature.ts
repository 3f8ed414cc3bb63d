import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';
import { ACTIVITY_PATH } from './paths';

/**
 * The activity centre (issue 27): the connected wallet's pending transactions on every network
 * and what it can claim now or soon. Opened from the wallet menu's "Activity" entry, which
 * appears once this route is registered; it works on phones too.
 */
export default defineFeature({
  routes: [
    {
      path: ACTIVITY_PATH,
      page: lazy(() => import('./ActivityPage')),
      chrome: true,
      desktopOnly: false,
      titleKey: 'activity:meta_title',
      descriptionKey: 'activity:meta_description',
    },
  ],
});
