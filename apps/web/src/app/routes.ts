import { activityRoutes } from '../features/activity';
import { breedingRoutes } from '../features/breeding';
import { bridgeRoutes } from '../features/bridge';
import { devnetExplorerRoutes } from '../features/devnet-explorer';
import { dragosRoutes } from '../features/dragos';
import { marketingRoutes } from '../features/marketing';
import { migrationRoutes } from '../features/migration';
import { myRewardRoutes } from '../features/my-reward';
import { notFoundRoutes } from '../features/not-found';
import { pledgingRoutes } from '../features/pledging';
import { rouletteRoutes } from '../features/roulette';
import { stickersRoutes } from '../features/stickers';
import type { AppRoute } from '../shared/routing';

/**
 * THE route table (history mode): each feature's pages, listed in its index.ts. A feature
 * registers a page only once it is built, so no link of the shell ever points at a placeholder:
 * navigation renders internal links for registered paths only. The not-found page comes last.
 */
export const appRoutes: readonly AppRoute[] = [
  ...marketingRoutes,
  ...stickersRoutes,
  ...pledgingRoutes,
  ...myRewardRoutes,
  ...dragosRoutes,
  ...breedingRoutes,
  ...bridgeRoutes,
  ...migrationRoutes,
  ...rouletteRoutes,
  ...activityRoutes,
  ...devnetExplorerRoutes,
  ...notFoundRoutes,
];
