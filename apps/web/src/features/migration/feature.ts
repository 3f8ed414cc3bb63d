import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/** The kingdom migration feature's public surface: /move/{token}, without header or footer (spec 1 §2). */
export default defineFeature({
  routes: [
    {
      path: '/move/:token',
      sample: { path: ({ moveToken }) => `/move/${moveToken}` },
      page: lazy(() => import('./MigrationPage')),
      chrome: false,
      desktopOnly: false,
      titleKey: 'migration:meta_title',
      descriptionKey: 'migration:meta_description',
    },
  ],
});
