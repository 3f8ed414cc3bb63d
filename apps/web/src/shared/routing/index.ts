export {
  type AppRoute,
  DEFAULT_NAVBAR,
  isRegisteredPath,
  type NavbarVariant,
  NOT_FOUND_PATH,
} from './appRoute';
export {
  type ActivityPart,
  collectRoutes,
  defineFeature,
  type FeatureManifest,
  type FeatureNavEntry,
  type FeatureRoute,
  featureNameOf,
  type RouteSampleContext,
  type RouteSampleSpec,
} from './feature';
export { MENU_BADGES_STORAGE_KEY, menuBadges, useMenuBadge } from './menuBadges';
export { matchAppRoute, RouteTableContext, useIsRegisteredPath, useMatchedAppRoute } from './routeTable';
