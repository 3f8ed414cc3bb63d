import { z } from 'zod';
import { booleanFlag, configSlice, optionalText } from '../../lib/configSlice';

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
    REWARD_JOBS: booleanFlag,
  },
  read: (vars) => ({
    /** Whole A2Z split across pledgers at each 00:00 UTC snapshot. */
    dailyRewardPool: vars.REWARD_DAILY_POOL ?? 10_000n,
    /** REWARD_JOBS=false: this instance runs no daily snapshot (payouts: PAYOUT_JOBS). */
    jobs: vars.REWARD_JOBS ?? true,
  }),
});
export type StakingRewardsConfig = ReturnType<typeof stakingRewardsConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly stakingRewards: StakingRewardsConfig;
  }
}
