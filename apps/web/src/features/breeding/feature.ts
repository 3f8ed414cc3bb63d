import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/**
 * The breeding feature's public surface (spec 2 §2 "Breed page"): /breed, desktop only as the
 * spec says; the header's "Breed" link appears once the route is registered.
 */
export default defineFeature({
  routes: [
    {
      path: '/breed',
      page: lazy(() => import('./BreedPage')),
      chrome: true,
      navbar: 'holdings',
      desktopOnly: true,
      titleKey: 'breeding:meta_title',
      descriptionKey: 'breeding:meta_description',
    },
  ],
  nav: [{ to: '/breed', labelKey: 'nav_breed', order: 50 }],
});
