import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { MIGRATION_PATH_PREFIXES, registerMigration } from './migration/module';
import { runtimeConfigRoutes } from './runtime-config/routes';
import { seoRoutes } from './seo/routes';
import { subscribeRoutes } from './subscribe/routes';

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
}
