import { BRIDGE_ROUTE_FACTORIES } from './bridgeRoutes';
import { genesisEggRoute } from './genesisEggRoute';
import type { RouteFactory } from './route';

/** Every relayer route: genesis eggs, then the bridge's (bridgeRoutes.ts). */
export const RELAYER_ROUTES: readonly RouteFactory[] = [
  genesisEggRoute,
  ...Object.values(BRIDGE_ROUTE_FACTORIES),
];
