import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/**
 * The bridge feature's public surface: the /bridge page (spec 3 "Bridge page"), desktop only.
 * The header's "Bridge" link and the wallet menu's "Bridge" entry appear once it is registered.
 */
export default defineFeature({
  routes: [
    {
      path: '/bridge',
      page: lazy(() => import('./BridgePage')),
      chrome: true,
      desktopOnly: true,
      titleKey: 'bridge:meta_title',
      descriptionKey: 'bridge:meta_description',
    },
  ],
  nav: [{ to: '/bridge', labelKey: 'nav_bridge', order: 60 }],
});
