import { stakingRewardsEndpoints } from '@kingdoms/shared/api/staking';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { defineModule } from '../module';
import { claimReward, REWARD_ASSET } from './claim';
import { stakingRewardsConfig } from './config';
import { type RewardReads, rewardReads } from './index';
import { logSnapshot, runRewardSnapshot } from './snapshot';

declare module '../module' {
  interface ModuleServices {
    /** A wallet's claimable pledging reward (staking-rewards/index.ts), for the staking figures. */
    readonly rewards: RewardReads;
  }
}

declare module '../payouts' {
  interface PayoutPurposes {
    /** A pledging reward claim, paid in A2Z on Polygon (claim.ts). */
    readonly staking_reward: true;
  }
}

/**
 * Pledging rewards: POST /game/staking/claim/myreward (only the signed-in wallet, for itself), and
 * with REWARD_JOBS (default on) the 00:00 UTC snapshot. Claims are paid on Polygon by the payouts
 * module's worker. Domain failures are HTTP 200 with result 0, like the other pledging calls.
 */
export const stakingRewardsModule = defineModule({
  name: 'staking-rewards',
  config: stakingRewardsConfig,
  provides: ['rewards'],
  uses: ['payouts'],
  setup(ctx) {
    const { settings, db, logger } = ctx;
    const { payouts } = ctx.services;
    const pool = settings.dailyRewardPool;

    return {
      services: { rewards: rewardReads },
      endpoints: serveGroup(stakingRewardsEndpoints, {
        claimReward: async (body, request) => {
          if (!payouts.isOpen(REWARD_ASSET))
            return refuse(stakingRewardsEndpoints.claimReward, 'payout_unavailable');
          // The 'wallet' guard made sure the body's address is the session's wallet.
          const result = await claimReward(db, request.walletSession?.address ?? body.address);
          if (!result.ok) return refuse(stakingRewardsEndpoints.claimReward, result.code);
          payouts.wake();
          return {
            result: 1 as const,
            claim: { payoutId: result.payoutId, amount: result.amount.toString(), status: 'queued' },
          };
        },
      }),
      jobs: settings.jobs
        ? [
            {
              name: 'Daily pledging reward snapshot',
              at: { hourUtc: 0, minuteUtc: 0 },
              run: async (scheduledFor) =>
                logSnapshot(logger, await runRewardSnapshot(db, scheduledFor, pool)),
            },
          ]
        : [],
    };
  },
});
