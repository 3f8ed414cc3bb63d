import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/routes';
import { type ChainIndexers, startChainIndexers } from './chain-indexer/module';
import { chainIndexerRoutes } from './chain-indexer/routes';
import type { IndexerSubscription } from './chain-indexer/types';
import { healthRoutes } from './health/routes';
import { MIGRATION_PATH_PREFIXES, registerMigration } from './migration/module';
import { runtimeConfigRoutes } from './runtime-config/routes';
import { seoRoutes } from './seo/routes';
import { registerStaking } from './staking/module';
import { registerStakingRewards } from './staking-rewards/module';
import { subscribeRoutes } from './subscribe/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's chain indexers (null: the deployment has nothing to index). Tests wait on them. */
    chainIndexers: ChainIndexers | null;
  }
}

/**
 * The fixed prefix of each service base of the specs. The web app learns the public bases
 * from /config.json (SERVICE_BASE_*); by default they are exactly these paths.
 */
export const SERVICE_PREFIXES = {
  stat: '/stat',
  game: '/game',
  nft: '/nft/api',
  server: '/server/api',
  oldChain: '/old-chain/api',
} as const;

/** Paths never answered by the web app's index.html. */
export const API_PATH_PREFIXES: readonly string[] = [
  ...Object.values(SERVICE_PREFIXES),
  '/docs',
  '/healthz',
  '/config.json',
  '/robots.txt',
  '/sitemap.xml',
  ...MIGRATION_PATH_PREFIXES,
];

/** Registers every module. A module's routes are relative to its service prefix. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes(ctx));
  await app.register(runtimeConfigRoutes(ctx));
  await app.register(seoRoutes());
  await app.register(subscribeRoutes(ctx), { prefix: SERVICE_PREFIXES.stat });
  await registerMigration(app, ctx, SERVICE_PREFIXES);
  await app.register(authRoutes(ctx), { prefix: SERVICE_PREFIXES.game });
  const staking = await registerStaking(app, ctx, SERVICE_PREFIXES.game);
  await registerStakingRewards(app, ctx, { prefix: SERVICE_PREFIXES.game });
  const indexers = registerChainIndexers(app, ctx, staking.subscriptions, (chainId) =>
    staking.onIndexerChange(chainId),
  );
  await app.register(chainIndexerRoutes(indexers), { prefix: SERVICE_PREFIXES.game });
}

/**
 * One indexer per chain for every module's subscriptions. They poll only where
 * INDEXER_ENABLED (another instance may do the indexing); waitForBlock works everywhere.
 */
function registerChainIndexers(
  app: FastifyInstance,
  ctx: AppContext,
  subscriptions: readonly IndexerSubscription[],
  onChange: (chainId: number) => void,
): ChainIndexers | null {
  const indexers = subscriptions.length > 0 ? startChainIndexers(ctx, subscriptions, { onChange }) : null;
  app.decorate('chainIndexers', indexers);
  if (!indexers) return null;
  if (ctx.config.indexer.enabled) app.addHook('onReady', async () => indexers.start());
  app.addHook('onClose', async () => indexers.stop());
  return indexers;
}
