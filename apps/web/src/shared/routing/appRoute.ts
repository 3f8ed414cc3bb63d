import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * Spec 3 "Navigation bar" has two variants, which differ in the connected wallet's menu:
 * - 'full': My Item, My Drago, Bridge, My Reward, Disconnect Wallet (the shell, spec 1's pages
 *   and spec 3's pledging, reward and bridge pages);
 * - 'holdings': the second variant, My Item, My Drago, Disconnect Wallet only (spec 2's drago
 *   pages: My Drago, Breed, the drago detail page and the roulette event). See docs/architecture.md.
 */
export type NavbarVariant = 'full' | 'holdings';

/** The navbar a route has when it declares none. */
export const DEFAULT_NAVBAR: NavbarVariant = 'full';

/** One page of the route table. Each feature declares its own in its feature.ts; app/routes.ts finds them. */
export interface AppRoute {
  /** react-router path pattern, e.g. '/land' or '/move/:token'; '*' is the not-found page. */
  path: string;
  /** The page, code-split: its module default-exports the page component. */
  page: LazyExoticComponent<ComponentType>;
  /** Header and footer around the page (spec 1 §2: every route except /move/{token}). */
  chrome: boolean;
  /**
   * Which of spec 3's two navigation bars the header is (default 'full'); see `NavbarVariant`.
   * Only meaningful with `chrome`.
   */
  navbar?: NavbarVariant;
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
