import {
  INDEXED_WAIT_MAX_MS,
  indexedReplySchema,
  indexedRequestSchema,
} from '@kingdoms/shared/api/chainIndexer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChainIndexers } from './module';

/** Waiting requests per minute per client: each may be held open for INDEXED_WAIT_MAX_MS. */
const INDEXED_RATE_LIMIT = 60;

/**
 * Lets a page wait for the indexer after a receipt, so the refresh shows the new state. Works on
 * every instance: waiting reads the stored cursor, whichever instance indexes.
 */
export function chainIndexerRoutes(indexers: ChainIndexers | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/chain/indexed',
      {
        config: { rateLimit: { max: INDEXED_RATE_LIMIT, timeWindow: '1 minute' } },
        schema: {
          summary: 'Wait until the indexed data covers a block of a chain',
          body: indexedRequestSchema,
          response: { 200: indexedReplySchema },
        },
      },
      async (request) => {
        const { chainId, blockNumber } = request.body;
        if (!indexers?.indexers.has(chainId)) return { result: 1 as const, indexed: false };
        try {
          await indexers.waitForBlock(chainId, BigInt(blockNumber), INDEXED_WAIT_MAX_MS);
          return { result: 1 as const, indexed: true };
        } catch {
          return { result: 1 as const, indexed: false };
        }
      },
    );
  };
}
