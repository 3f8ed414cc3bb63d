import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/**
 * The My Reward feature's public surface: the /myReward page (spec 3 §2), desktop only. The
 * wallet menu's "My Reward" entry appears once this route is registered.
 */
export default defineFeature({
  routes: [
    {
      path: '/myReward',
      sample: { signedIn: 'total-reward' },
      page: lazy(() => import('./MyRewardPage')),
      chrome: true,
      desktopOnly: true,
      titleKey: 'my-reward:meta_title',
      descriptionKey: 'my-reward:meta_description',
    },
  ],
});
