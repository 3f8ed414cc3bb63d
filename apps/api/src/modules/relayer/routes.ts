import { genesisEggRoute } from './genesisEggRoute';
import type { RouteFactory } from './route';

/** Every relayer route; the bridge issue adds its routes here. */
export const RELAYER_ROUTES: readonly RouteFactory[] = [genesisEggRoute];
