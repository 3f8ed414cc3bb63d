import { z } from 'zod';
import { configSlice, integerIn, optionalText } from '../../lib/configSlice';

/** Issue 17: a checkpoint wait of up to 6 hours in production; 0 only makes sense in tests. */
const MAX_CHECKPOINT_DELAY_SECONDS = 6 * 3_600;

export const bridgeConfig = configSlice({
  key: 'bridge',
  variables: {
    BRIDGE_CHECKPOINT_DELAY_SECONDS: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, `must be a whole number of seconds from 0 to ${MAX_CHECKPOINT_DELAY_SECONDS}`)
        .transform(Number)
        .pipe(z.number().max(MAX_CHECKPOINT_DELAY_SECONDS, `must be at most ${MAX_CHECKPOINT_DELAY_SECONDS}`))
        .optional(),
    ),
    BRIDGE_INDEX_WAIT_MS: integerIn(0, 60_000, 10_000),
  },
  read: (vars) => ({
    /**
     * How long after a wLOKA withdrawal's block the claim signature is given (a Polygon
     * checkpoint). Unset: CHECKPOINT_DELAY_SECONDS of @kingdoms/shared/bridge (30 minutes; about
     * 20 seconds on a devnet deployment).
     */
    checkpointDelaySeconds: vars.BRIDGE_CHECKPOINT_DELAY_SECONDS,
    /**
     * A signature call for a hash the chain has but the indexer has not applied yet waits this
     * long for the indexer before answering 404 bridge_tx_not_found.
     */
    indexWaitMs: vars.BRIDGE_INDEX_WAIT_MS,
  }),
});
export type BridgeConfig = ReturnType<typeof bridgeConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly bridge: BridgeConfig;
  }
}
