import { z } from 'zod';
import { configSlice, integerIn, optionalKeyUri, optionalText } from '../../lib/configSlice';

export const randomnessOracleConfig = configSlice({
  key: 'randomnessOracle',
  variables: {
    RANDOMNESS_ORACLE: optionalText.pipe(
      z.enum(['devnet', 'external'], { message: 'must be devnet or external' }).optional(),
    ),
    RANDOMNESS_OPERATOR_PRIVATE_KEY: optionalKeyUri,
    RANDOMNESS_STUCK_AFTER_SECONDS: integerIn(1, 7 * 86_400, 3_600),
    RANDOMNESS_WORKER_INTERVAL_MS: integerIn(50, 3_600_000, 2_000),
    RANDOMNESS_COMMITMENTS_AHEAD: integerIn(1, 256, 16),
  },
  read: (vars) => ({
    /**
     * 'devnet': this API runs the DevRandomnessOracle operator (commit seeds, fulfil requests);
     * 'external': a VRF service fulfils, the API only indexes. Unset: 'devnet' on a devnet
     * deployment, 'external' otherwise.
     */
    mode: vars.RANDOMNESS_ORACLE,
    /** The oracle operator's key; on the devnet DEVNET_ORACLE_OPERATOR when unset. */
    operatorPrivateKey: vars.RANDOMNESS_OPERATOR_PRIVATE_KEY,
    /** A request unfulfilled for longer than this is shown as stuck. */
    stuckAfterSeconds: vars.RANDOMNESS_STUCK_AFTER_SECONDS,
    /** How often the worker looks for open requests (indexed requests also wake it). */
    workerIntervalMs: vars.RANDOMNESS_WORKER_INTERVAL_MS,
    /** Unused commitments the worker keeps queued on each oracle. */
    commitmentsAhead: vars.RANDOMNESS_COMMITMENTS_AHEAD,
  }),
});
export type RandomnessOracleConfig = ReturnType<typeof randomnessOracleConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly randomnessOracle: RandomnessOracleConfig;
  }
}
