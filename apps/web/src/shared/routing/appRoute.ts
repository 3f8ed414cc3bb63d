import type { ComponentType, LazyExoticComponent } from 'react';

/** One page of the route table. Each feature lists its own in its index.ts; app/routes.ts joins them. */
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
  /**
   * The page shows no API data (the marketing pages): it renders without TanStack Query, so its
   * first load carries none. Every other page sits in a `QueryBoundary`.
   */
  staticContent?: true;
}

export const NOT_FOUND_PATH = '*';

/** True when `path` is a registered (non-fallback) route, i.e. a link to it would not 404. */
export function isRegisteredPath(path: string, routes: readonly AppRoute[]): boolean {
  return routes.some((route) => route.path !== NOT_FOUND_PATH && route.path === path);
}
