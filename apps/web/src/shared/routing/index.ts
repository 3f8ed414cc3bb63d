export { type AppRoute, isRegisteredPath, NOT_FOUND_PATH } from './appRoute';
export { matchAppRoute, RouteTableContext, useIsRegisteredPath, useMatchedAppRoute } from './routeTable';
