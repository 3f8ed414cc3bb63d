import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/** The not-found feature's public surface: the page for every path no other route matches. */
export default defineFeature({
  routes: [
    {
      path: '*',
      sample: { path: () => '/no-such-page' },
      page: lazy(() => import('./NotFoundPage')),
      chrome: true,
      desktopOnly: false,
      titleKey: 'not-found:meta_title',
      descriptionKey: 'not-found:meta_description',
    },
  ],
});
