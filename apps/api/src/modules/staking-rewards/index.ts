/** What other modules may use of the staking-rewards module (its server part is ./module.ts). */

export { REWARD_ASSET } from './claim';

import { claimableReward } from './queries';

export { logSnapshot, runRewardSnapshot } from './snapshot';
export { claimableReward };

/**
 * What other modules read of the rewards, provided as `rewards` (`ctx.services.rewards`): the
 * staking module shows a wallet's claimable reward without importing this module, which
 * reads its positions.
 */
export interface RewardReads {
  readonly claimable: typeof claimableReward;
}

export const rewardReads: RewardReads = { claimable: claimableReward };
