import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/** The kingdom migration feature's public surface: /move/{token}, without header or footer (spec 1 §2). */
export const migrationRoutes: readonly AppRoute[] = [
  {
    path: '/move/:token',
    page: lazy(() => import('./MigrationPage')),
    chrome: false,
    desktopOnly: false,
    titleKey: 'migration:meta_title',
    descriptionKey: 'migration:meta_description',
  },
];
