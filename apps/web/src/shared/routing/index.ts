export {
  type AppRoute,
  DEFAULT_NAVBAR,
  isRegisteredPath,
  type NavbarVariant,
  NOT_FOUND_PATH,
} from './appRoute';
export { MENU_BADGES_STORAGE_KEY, menuBadges, useMenuBadge } from './menuBadges';
export { matchAppRoute, RouteTableContext, useIsRegisteredPath, useMatchedAppRoute } from './routeTable';
