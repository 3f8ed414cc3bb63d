export {
  type AppRoute,
  DEFAULT_NAVBAR,
  isRegisteredPath,
  type NavbarVariant,
  NOT_FOUND_PATH,
} from './appRoute';
export { matchAppRoute, RouteTableContext, useIsRegisteredPath, useMatchedAppRoute } from './routeTable';
