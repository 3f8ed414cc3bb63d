import { type RouteObject, useRoutes } from 'react-router';
import { type AppRoute, RouteTableContext } from '../shared/routing';
import { RootLayout } from './layout/RootLayout';
import { RoutePage } from './RoutePage';
import { appRoutes } from './routes';

/**
 * Turns the route table into react-router objects under the one root layout. The app uses
 * react-router's declarative mode (a <BrowserRouter>, or a <StaticRouter> when prerendering):
 * it has no loaders or actions, and the data router would add ~16 KiB gz to every first load.
 */
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: routes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
    },
  ];
}

/** The pages of `routes` for the current location, inside the router the caller provides. */
export function AppRoutes({ routes = appRoutes }: { routes?: readonly AppRoute[] }) {
  return (
    <RouteTableContext.Provider value={routes}>
      {useRoutes(buildRouteObjects(routes))}
    </RouteTableContext.Provider>
  );
}
