import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/** The not-found feature's public surface: the page for every path no other route matches. */
export const notFoundRoutes: readonly AppRoute[] = [
  {
    path: '*',
    page: lazy(() => import('./NotFoundPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'not-found:meta_title',
    descriptionKey: 'not-found:meta_description',
  },
];
