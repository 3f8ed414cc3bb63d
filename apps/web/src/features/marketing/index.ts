import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/** The marketing feature's public surface: its pages (spec 1 §2), each its own chunk. */
export const marketingRoutes: readonly AppRoute[] = [
  {
    path: '/',
    page: lazy(() => import('./pages/HomePage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.home.title',
    descriptionKey: 'marketing:meta.home.description',
  },
  {
    path: '/land',
    page: lazy(() => import('./pages/LandPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.land.title',
    descriptionKey: 'marketing:meta.land.description',
  },
  {
    path: '/governance',
    page: lazy(() => import('./pages/GovernancePage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.governance.title',
    descriptionKey: 'marketing:meta.governance.description',
  },
  {
    path: '/skin',
    page: lazy(() => import('./pages/SkinPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.skin.title',
    descriptionKey: 'marketing:meta.skin.description',
  },
  {
    path: '/drago',
    page: lazy(() => import('./pages/DragoPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.drago.title',
    descriptionKey: 'marketing:meta.drago.description',
  },
  {
    path: '/loka',
    page: lazy(() => import('./pages/TokenPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.token.title',
    descriptionKey: 'marketing:meta.token.description',
  },
  {
    path: '/arena',
    page: lazy(() => import('./pages/TokenPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.token.title',
    descriptionKey: 'marketing:meta.token.description',
  },
  {
    path: '/media',
    page: lazy(() => import('./pages/MediaPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.media.title',
    descriptionKey: 'marketing:meta.media.description',
  },
];
