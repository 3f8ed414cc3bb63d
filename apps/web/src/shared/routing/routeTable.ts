import { createContext, useContext } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { type AppRoute, isRegisteredPath } from './appRoute';

/**
 * The route table the router was built from (provided by the app's router), so links anywhere
 * can tell which pages exist. Outside a router nothing is registered.
 */
export const RouteTableContext = createContext<readonly AppRoute[]>([]);

/** `(path) => boolean`: whether a link to `path` leads to a registered page. */
export function useIsRegisteredPath(): (path: string) => boolean {
  const routes = useContext(RouteTableContext);
  return (path) => isRegisteredPath(path, routes);
}

/** The table entry a path shows (the not-found entry for unknown paths). */
export function matchAppRoute(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path })),
    pathname,
  )?.at(-1)?.route.path;
  return routes.find((route) => route.path === matched);
}

/** The table entry of the current location, read by the layout (chrome flag). */
export function useMatchedAppRoute(): AppRoute | undefined {
  return matchAppRoute(useContext(RouteTableContext), useLocation().pathname);
}
