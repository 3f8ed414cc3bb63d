import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { RoutePage } from './RoutePage';
import { RouteTableContext } from './registeredRoutes';
import { type AppRoute, appRoutes } from './routes';

/** Turns the route table into react-router objects under the one root layout. */
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: (
        <RouteTableContext.Provider value={routes}>
          <RootLayout />
        </RouteTableContext.Provider>
      ),
      errorElement: <RouteError />,
      children: routes.map((route) => ({
        path: route.path,
        handle: route,
        element: <RoutePage route={route} />,
      })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
