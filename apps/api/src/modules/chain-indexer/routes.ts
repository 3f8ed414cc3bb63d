import {
  INDEXED_HEAD_MARGIN_BLOCKS,
  INDEXED_WAIT_MAX_MS,
  indexedReplySchema,
  indexedRequestSchema,
} from '@kingdoms/shared/api/chainIndexer';
import { failureReplySchema } from '@kingdoms/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiHttpError } from '../../http/errors';
import type { ChainIndexers } from './module';

/** Waiting requests per minute per client: each may be held open for INDEXED_WAIT_MAX_MS. */
const INDEXED_RATE_LIMIT = 60;
/** Longest wait for the chain head; a slow RPC skips the check rather than delay the answer. */
const HEAD_READ_TIMEOUT_MS = 2_000;

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
          response: { 200: indexedReplySchema, 400: failureReplySchema },
        },
      },
      async (request) => {
        const { chainId } = request.body;
        const blockNumber = BigInt(request.body.blockNumber);
        if (!indexers?.indexers.has(chainId)) return { result: 1 as const, indexed: false };
        // A block the chain has not mined would hold the request for the whole wait.
        const head = await indexers.headNumber(chainId, HEAD_READ_TIMEOUT_MS);
        if (head !== undefined && blockNumber > head + BigInt(INDEXED_HEAD_MARGIN_BLOCKS)) {
          throw new ApiHttpError(
            400,
            'block_beyond_head',
            `Block ${blockNumber} is beyond the head of chain ${chainId} (block ${head}, ` +
              `${INDEXED_HEAD_MARGIN_BLOCKS} blocks of margin): it has not been mined.`,
          );
        }
        try {
          await indexers.waitForBlock(chainId, blockNumber, INDEXED_WAIT_MAX_MS);
          return { result: 1 as const, indexed: true };
        } catch {
          return { result: 1 as const, indexed: false };
        }
      },
    );
  };
}
