import type { ContractName } from '@kingdoms/contracts/deploy';
import type { NetworkKey } from '@kingdoms/shared/networks';

/** What a payout pays: a token on a network. */
export interface PayoutAsset {
  readonly network: NetworkKey;
  /** The token's contract name in the deployment ('A2Z', 'DST'). */
  readonly token: 'A2Z' | 'DST';
}

/** Which contract pays a token on a network: each is a RewardPayout (pay(id, to, amount), paid(id)). */
export interface PayoutPayer extends PayoutAsset {
  readonly contract: ContractName;
}

/**
 * Every payout contract the API can pay through. RewardPayout pays pledging rewards in Polygon's
 * A2Z; DstPayout (the same contract over Arena-Z's DST) pays drago rental profit.
 */
export const PAYOUT_PAYERS = [
  { network: 'polygon', token: 'A2Z', contract: 'RewardPayout' },
  { network: 'arenaz', token: 'DST', contract: 'DstPayout' },
] as const satisfies readonly PayoutPayer[];

/** Why a payout is made: the module that queued it. */
export const PAYOUT_PURPOSES = ['staking_reward', 'rental_profit'] as const;
export type PayoutPurpose = (typeof PAYOUT_PURPOSES)[number];

export const assetKey = (asset: PayoutAsset): string => `${asset.network}:${asset.token}`;
