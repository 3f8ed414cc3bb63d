import {
  chainIndexerEndpoints,
  INDEXED_HEAD_MARGIN_BLOCKS,
  INDEXED_WAIT_MAX_MS,
} from '@kingdoms/shared/api/chainIndexer';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { defineModule } from '../module';
import { chainIndexerConfig } from './config';

/** Longest wait for the chain head; a slow RPC skips the check rather than delay the answer. */
const HEAD_READ_TIMEOUT_MS = 2_000;

/**
 * POST /game/chain/indexed: lets a page wait for the indexer after a receipt, so the refresh
 * shows the new state. Works on every instance: waiting reads the stored cursor, whichever
 * instance indexes. The indexers themselves are run by the registry from every module's
 * subscriptions (indexers.ts).
 */
export const chainIndexerModule = defineModule({
  name: 'chain-indexer',
  config: chainIndexerConfig,
  setup: ({ indexer }) => ({
    endpoints: serveGroup(chainIndexerEndpoints, {
      indexed: async (body) => {
        const { chainId } = body;
        const blockNumber = BigInt(body.blockNumber);
        if (!indexer.follows(chainId)) return { result: 1 as const, indexed: false };
        // A block the chain has not mined would hold the request for the whole wait.
        const head = await indexer.headNumber(chainId, HEAD_READ_TIMEOUT_MS);
        if (head !== undefined && blockNumber > head + BigInt(INDEXED_HEAD_MARGIN_BLOCKS)) {
          return refuse(chainIndexerEndpoints.indexed, 'block_beyond_head', { chainId, blockNumber, head });
        }
        try {
          await indexer.waitForBlock(chainId, blockNumber, INDEXED_WAIT_MAX_MS);
          return { result: 1 as const, indexed: true };
        } catch {
          return { result: 1 as const, indexed: false };
        }
      },
    }),
  }),
});
