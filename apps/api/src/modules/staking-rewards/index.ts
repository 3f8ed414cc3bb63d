/** What other modules may use of the staking-rewards module (its server part is ./module.ts). */

export { REWARD_ASSET } from './claim';
export { claimableReward } from './queries';
export { logSnapshot, runRewardSnapshot } from './snapshot';
