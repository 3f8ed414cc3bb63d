import { z } from 'zod';
import { endpoint } from './endpoint';

/** The longest the API holds a request open waiting for the indexer. */
export const INDEXED_WAIT_MAX_MS = 15_000;

/**
 * How far past the chain head (as the API's RPC reports it) a block may be and still be waited
 * for: the wallet's node that gave the receipt can be a few blocks ahead of the API's node.
 * Anything further is not a mined block, and is refused at once with `block_beyond_head`.
 */
export const INDEXED_HEAD_MARGIN_BLOCKS = 10;

/**
 * POST {game}/chain/indexed: answers once the API's indexed data covers `blockNumber` of
 * `chainId` (or after INDEXED_WAIT_MAX_MS with `indexed: false`). Pages call it after a receipt
 * so the refresh that follows shows the transaction's effect. A block more than
 * INDEXED_HEAD_MARGIN_BLOCKS beyond the chain head answers 400 `block_beyond_head` at once.
 */
export const indexedRequestSchema = z.strictObject({
  chainId: z.number().int().positive(),
  /** A decimal block number (bigint-safe). */
  blockNumber: z.string().regex(/^\d{1,20}$/, 'must be a decimal block number'),
});
export type IndexedRequest = z.infer<typeof indexedRequestSchema>;

export const indexedReplySchema = z.object({
  result: z.literal(1),
  /** False: the chain is not indexed here, or the block was not reached in time. */
  indexed: z.boolean(),
});
export type IndexedReply = z.infer<typeof indexedReplySchema>;

/** Waiting requests per minute per client: each may be held open for INDEXED_WAIT_MAX_MS. */
const INDEXED_RATE_LIMIT = 60;

export const indexedEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/chain/indexed',
  request: indexedRequestSchema,
  example: { chainId: 1, blockNumber: '21000000' },
  reply: indexedReplySchema,
  access: 'anyone',
  summary: 'Wait until the indexed data covers a block of a chain',
  rateLimit: INDEXED_RATE_LIMIT,
  errors: {
    block_beyond_head: {
      status: 400,
      message: ({ chainId, blockNumber, head }: { chainId: number; blockNumber: bigint; head: bigint }) =>
        `Block ${blockNumber} is beyond the head of chain ${chainId} (block ${head}, ` +
        `${INDEXED_HEAD_MARGIN_BLOCKS} blocks of margin): it has not been mined.`,
    },
  },
});

/** The chain-indexer module's endpoints. */
export const chainIndexerEndpoints = { indexed: indexedEndpoint } as const;
