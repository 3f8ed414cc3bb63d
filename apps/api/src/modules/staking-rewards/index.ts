/** What other modules may use of the staking-rewards module (its server part is ./module.ts). */
export { claimableReward } from './queries';
export { resolvePayoutSetup } from './setup';
export { logSnapshot, runRewardSnapshot } from './snapshot';
