import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/** The pledging feature's public surface: the pledging page (spec 3 §2), desktop only. */
export default defineFeature({
  routes: [
    {
      path: '/pledging',
      page: lazy(() => import('./PledgingPage')),
      chrome: true,
      desktopOnly: true,
      titleKey: 'pledging:meta_title',
      descriptionKey: 'pledging:meta_description',
    },
  ],
  nav: [{ to: '/pledging', labelKey: 'nav_pledging', order: 40 }],
});
