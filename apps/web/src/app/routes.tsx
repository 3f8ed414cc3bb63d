import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface AppRoute {
  /** react-router path pattern, e.g. '/land' or '/move/:token'; '*' is the not-found page. */
  path: string;
  /** The page, code-split: its module default-exports the page component. */
  page: LazyExoticComponent<ComponentType>;
  /** Header and footer around the page (spec 1 §2: every route except /move/{token}). */
  chrome: boolean;
  /** On mobile the page is replaced by the "open on a desktop browser" notice. */
  desktopOnly: boolean;
  /** Catalogue keys as 'namespace:key' (or a 'common' key) for document.title and meta description. */
  titleKey: string;
  descriptionKey: string;
}

/**
 * THE route table (history mode). Register a page here only once it is built, so no link of the
 * shell ever points at a placeholder: navigation renders internal links for registered paths only.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    page: lazy(() => import('../features/marketing/pages/HomePage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.home.title',
    descriptionKey: 'marketing:meta.home.description',
  },
  {
    path: '/land',
    page: lazy(() => import('../features/marketing/pages/LandPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.land.title',
    descriptionKey: 'marketing:meta.land.description',
  },
  {
    path: '/governance',
    page: lazy(() => import('../features/marketing/pages/GovernancePage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.governance.title',
    descriptionKey: 'marketing:meta.governance.description',
  },
  {
    path: '/skin',
    page: lazy(() => import('../features/marketing/pages/SkinPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.skin.title',
    descriptionKey: 'marketing:meta.skin.description',
  },
  {
    path: '/drago',
    page: lazy(() => import('../features/marketing/pages/DragoPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.drago.title',
    descriptionKey: 'marketing:meta.drago.description',
  },
  {
    path: '/loka',
    page: lazy(() => import('../features/marketing/pages/TokenPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.token.title',
    descriptionKey: 'marketing:meta.token.description',
  },
  {
    path: '/arena',
    page: lazy(() => import('../features/marketing/pages/TokenPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.token.title',
    descriptionKey: 'marketing:meta.token.description',
  },
  {
    path: '/media',
    page: lazy(() => import('../features/marketing/pages/MediaPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'marketing:meta.media.title',
    descriptionKey: 'marketing:meta.media.description',
  },
  {
    path: '/myitem',
    page: lazy(() => import('../features/stickers/StickersPage')),
    chrome: true,
    desktopOnly: true,
    titleKey: 'stickers:meta_title',
    descriptionKey: 'stickers:meta_description',
  },
  {
    path: '/pledging',
    page: lazy(() => import('../features/pledging/PledgingPage')),
    chrome: true,
    desktopOnly: true,
    titleKey: 'pledging:meta_title',
    descriptionKey: 'pledging:meta_description',
  },
  {
    path: '/move/:token',
    page: lazy(() => import('../features/migration/MigrationPage')),
    chrome: false,
    desktopOnly: false,
    titleKey: 'migration:meta_title',
    descriptionKey: 'migration:meta_description',
  },
  {
    path: '/explorer/:network/tx/:hash',
    page: lazy(() => import('../features/devnet-explorer/TransactionPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'devnet-explorer:meta_tx_title',
    descriptionKey: 'devnet-explorer:meta_tx_description',
  },
  {
    path: '/explorer/:network/address/:address',
    page: lazy(() => import('../features/devnet-explorer/AddressPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'devnet-explorer:meta_address_title',
    descriptionKey: 'devnet-explorer:meta_address_description',
  },
  {
    path: '*',
    page: lazy(() => import('../features/not-found/NotFoundPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'not-found:meta_title',
    descriptionKey: 'not-found:meta_description',
  },
];

const NOT_FOUND_PATH = '*';

/** True when `path` is a registered (non-fallback) route, i.e. a link to it would not 404. */
export function isRegisteredPath(path: string, routes: readonly AppRoute[] = appRoutes): boolean {
  return routes.some((route) => route.path !== NOT_FOUND_PATH && route.path === path);
}
