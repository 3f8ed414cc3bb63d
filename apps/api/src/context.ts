import type { Deployment } from '@kingdoms/shared/deployment';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Chains } from './chains';
import type { ApiConfig } from './config';
import type { Database } from './db/schema';

/**
 * What every module gets: passed to its route factory (`xxxRoutes(ctx)`), never a global.
 * Inside `ctx.db.transaction()` use the transaction handle only (PGlite is one connection).
 */
export interface AppContext {
  readonly config: ApiConfig;
  readonly db: Kysely<Database>;
  readonly logger: FastifyBaseLogger;
  /** The contracts deployment (DEPLOYMENT_FILE); undefined when none is configured. */
  readonly deployment: Deployment | undefined;
  /** The chains service: networks, RPCs, read clients, devnet or production, keys (chains.ts). */
  readonly chains: Chains;
}
