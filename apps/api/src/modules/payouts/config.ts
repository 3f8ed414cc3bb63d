import { booleanFlag, configSlice, integerIn, optionalKeyUri } from '../../lib/configSlice';

export const payoutsConfig = configSlice({
  key: 'payouts',
  variables: {
    PAYOUT_PRIVATE_KEY: optionalKeyUri,
    PAYOUT_JOBS: booleanFlag,
    PAYOUT_INTERVAL_MS: integerIn(100, 86_400_000, 60_000),
  },
  read: (vars) => ({
    /**
     * Sends every payout contract's pay() (RewardPayout on Polygon, DstPayout on Arena-Z); on the
     * devnet the deployment's payer account is used when unset.
     */
    payerPrivateKey: vars.PAYOUT_PRIVATE_KEY,
    /** PAYOUT_JOBS=false: this instance runs no payout worker (another one pays). */
    jobs: vars.PAYOUT_JOBS ?? true,
    /** How often the worker looks for queued payouts (a claim also wakes it at once). */
    intervalMs: vars.PAYOUT_INTERVAL_MS,
  }),
});
export type PayoutsConfig = ReturnType<typeof payoutsConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly payouts: PayoutsConfig;
  }
}
