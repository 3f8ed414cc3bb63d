import { z } from 'zod';
import { booleanFlag, configSlice, integerIn, optionalPrivateKey, optionalText } from '../../lib/configSlice';

export const stakingRewardsConfig = configSlice({
  key: 'stakingRewards',
  variables: {
    REWARD_DAILY_POOL: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,30}$/, 'must be a whole number of A2Z')
        .transform(BigInt)
        .optional(),
    ),
    REWARD_PAYER_PRIVATE_KEY: optionalPrivateKey('must be a 0x-prefixed 32-byte hex key'),
    REWARD_JOBS: booleanFlag,
    REWARD_PAYOUT_INTERVAL_MS: integerIn(100, 86_400_000, 60_000),
  },
  read: (vars) => ({
    /** Whole A2Z split across pledgers at each 00:00 UTC snapshot. */
    dailyRewardPool: vars.REWARD_DAILY_POOL ?? 10_000n,
    /** Pays claims on Polygon; on the devnet the deployment's payer account is used when unset. */
    payerPrivateKey: vars.REWARD_PAYER_PRIVATE_KEY,
    /** REWARD_JOBS=false: this instance runs neither the daily snapshot nor the payout worker. */
    jobs: vars.REWARD_JOBS ?? true,
    /** How often the payout worker looks for queued payouts (a claim also wakes it at once). */
    payoutIntervalMs: vars.REWARD_PAYOUT_INTERVAL_MS,
  }),
});
export type StakingRewardsConfig = ReturnType<typeof stakingRewardsConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly stakingRewards: StakingRewardsConfig;
  }
}
