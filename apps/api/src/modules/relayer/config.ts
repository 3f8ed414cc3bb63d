import { booleanFlag, configSlice, integerIn, optionalKeyUri } from '../../lib/configSlice';

export const relayerConfig = configSlice({
  key: 'relayer',
  variables: {
    RELAYER_JOBS: booleanFlag,
    RELAYER_INTERVAL_MS: integerIn(100, 3_600_000, 5_000),
    RELAYER_STALE_AFTER_MS: integerIn(1_000, 86_400_000, 120_000),
    RELAYER_SENDER_PRIVATE_KEY: optionalKeyUri,
  },
  read: (vars) => ({
    /** RELAYER_JOBS=false: this instance indexes messages but another one delivers them. */
    jobs: vars.RELAYER_JOBS ?? true,
    /** How often the worker looks for due messages (a newly indexed source event wakes it at once). */
    intervalMs: vars.RELAYER_INTERVAL_MS,
    /** A delivery 'sent' this long ago without an outcome is taken over (after a crash). */
    staleAfterMs: vars.RELAYER_STALE_AFTER_MS,
    /** Pays the delivery transactions' gas; SIGNER_PRIVATE_KEY when unset. */
    senderPrivateKey: vars.RELAYER_SENDER_PRIVATE_KEY,
  }),
});
export type RelayerConfig = ReturnType<typeof relayerConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly relayer: RelayerConfig;
  }
}
