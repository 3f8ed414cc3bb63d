import { z } from 'zod';
import { booleanFlag, configSlice, integerIn, optionalText } from '../../lib/configSlice';

export const chainIndexerConfig = configSlice({
  key: 'chainIndexer',
  variables: {
    INDEXER_ENABLED: booleanFlag,
    INDEXER_CONFIRMATIONS: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number from 0 to 1000')
        .transform(Number)
        .pipe(z.number().max(1000, 'must be a whole number from 0 to 1000'))
        .optional(),
    ),
    INDEXER_POLL_MS: integerIn(100, 600_000, 1000),
    INDEXER_BATCH_BLOCKS: integerIn(1, 100_000, 2000),
  },
  read: (vars, { production }) => ({
    /** INDEXER_ENABLED=false: this instance never indexes (another one does). */
    enabled: vars.INDEXER_ENABLED ?? true,
    /** Blocks a log must be buried under before it is indexed (devnet 1, production 12 by default). */
    confirmations: vars.INDEXER_CONFIRMATIONS ?? (production ? 12 : 1),
    pollIntervalMs: vars.INDEXER_POLL_MS,
    /** Most blocks asked for in one eth_getLogs call. */
    batchBlocks: vars.INDEXER_BATCH_BLOCKS,
  }),
});
export type ChainIndexerConfig = ReturnType<typeof chainIndexerConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly chainIndexer: ChainIndexerConfig;
  }
}
