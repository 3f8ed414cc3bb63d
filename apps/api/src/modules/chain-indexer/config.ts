import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { z } from 'zod';
import { booleanFlag, configSlice, integerIn, optionalText } from '../../lib/configSlice';

const confirmationCount = optionalText.pipe(
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number from 0 to 1000')
    .transform(Number)
    .pipe(z.number().max(1000, 'must be a whole number from 0 to 1000'))
    .optional(),
);

/**
 * Production confirmations per network when neither INDEXER_CONFIRMATIONS_<NETWORK> nor
 * INDEXER_CONFIRMATIONS is set. Ethereum: 12 blocks (~2.4 min; reorgs past 2 blocks have not been
 * seen since the merge). Polygon PoS: 64 blocks (~2 min; its reorgs have run to dozens of blocks
 * before milestones finalised them). Arena-Z, a rollup: 12 blocks (its sequencer does not
 * reorganise; this covers the unsafe head being rederived).
 */
export const PRODUCTION_CONFIRMATIONS: Readonly<Record<NetworkKey, number>> = {
  ethereum: 12,
  polygon: 64,
  arenaz: 12,
};
/** A devnet chain (anvil) reorganises only when a test tells it to. */
const DEVNET_CONFIRMATIONS = 1;

const perNetworkVariables = Object.fromEntries(
  NETWORK_KEYS.map((key) => [`INDEXER_CONFIRMATIONS_${key.toUpperCase()}`, confirmationCount]),
) as Record<`INDEXER_CONFIRMATIONS_${Uppercase<NetworkKey>}`, typeof confirmationCount>;

export const chainIndexerConfig = configSlice({
  key: 'chainIndexer',
  variables: {
    INDEXER_ENABLED: booleanFlag,
    INDEXER_CONFIRMATIONS: confirmationCount,
    ...perNetworkVariables,
    INDEXER_POLL_MS: integerIn(100, 600_000, 1000),
    INDEXER_BATCH_BLOCKS: integerIn(1, 100_000, 2000),
    READY_MAX_INDEXER_LAG_BLOCKS: integerIn(0, 1_000_000, 50),
    READY_MAX_INDEXER_LAG_SECONDS: integerIn(0, 86_400, 30),
  },
  read: (vars, { production }) => ({
    /** INDEXER_ENABLED=false: this instance never indexes (another one does). */
    enabled: vars.INDEXER_ENABLED ?? true,
    /**
     * Blocks a log must be buried under before it is indexed, per network:
     * INDEXER_CONFIRMATIONS_<NETWORK>, else INDEXER_CONFIRMATIONS, else the network's default.
     */
    confirmations: Object.fromEntries(
      NETWORK_KEYS.map((key) => [
        key,
        vars[`INDEXER_CONFIRMATIONS_${key.toUpperCase() as Uppercase<NetworkKey>}`] ??
          vars.INDEXER_CONFIRMATIONS ??
          (production ? PRODUCTION_CONFIRMATIONS[key] : DEVNET_CONFIRMATIONS),
      ]),
    ) as Readonly<Record<NetworkKey, number>>,
    pollIntervalMs: vars.INDEXER_POLL_MS,
    /** Most blocks asked for in one eth_getLogs call. */
    batchBlocks: vars.INDEXER_BATCH_BLOCKS,
    /** /readyz fails while a chain's cursor is more blocks than this behind its confirmed head… */
    readyMaxLagBlocks: vars.READY_MAX_INDEXER_LAG_BLOCKS,
    /**
     * …and more than this many seconds of chain time (the confirmed head's timestamp minus the
     * cursor block's): a burst of fast blocks during a failover is many blocks but little time,
     * so it does not make every instance unready at once (issue 37).
     */
    readyMaxLagSeconds: vars.READY_MAX_INDEXER_LAG_SECONDS,
  }),
});
export type ChainIndexerConfig = ReturnType<typeof chainIndexerConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly chainIndexer: ChainIndexerConfig;
  }
}
