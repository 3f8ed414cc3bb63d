import { createContext, useContext } from 'react';
import { type AppRoute, appRoutes, isRegisteredPath } from './routes';

/** The route table the router was built from, so links can tell which pages exist. */
export const RouteTableContext = createContext<readonly AppRoute[]>(appRoutes);

/** `(path) => boolean`: whether a link to `path` leads to a registered page. */
export function useIsRegisteredPath(): (path: string) => boolean {
  const routes = useContext(RouteTableContext);
  return (path) => isRegisteredPath(path, routes);
}
