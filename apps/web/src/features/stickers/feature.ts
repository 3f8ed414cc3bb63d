import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/** The stickers feature's public surface: the My item page (spec 1 §2), desktop only. */
export default defineFeature({
  routes: [
    {
      path: '/myitem',
      page: lazy(() => import('./StickersPage')),
      chrome: true,
      desktopOnly: true,
      titleKey: 'stickers:meta_title',
      descriptionKey: 'stickers:meta_description',
    },
  ],
});
