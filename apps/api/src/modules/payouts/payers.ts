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

/**
 * Why a payout is made, by name: no central list. Each module that pays declares its own next to
 * its definition, by declaration merging (as `ModuleServices`):
 * `declare module '../payouts' { interface PayoutPurposes { readonly rental_profit: true } }`.
 * `modules/claims.test.ts` refuses one name declared by two modules.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each paying module.
export interface PayoutPurposes {}
export type PayoutPurpose = keyof PayoutPurposes & string;

/**
 * The shape of a purpose's name, checked when a payout is queued and by the table's CHECK
 * (migration 0023_payout_purpose_open): a new purpose needs no migration (modules/payouts/README.md).
 */
export const PAYOUT_PURPOSE_NAME = /^[a-z][a-z0-9_]{0,47}$/;

export const assetKey = (asset: PayoutAsset): string => `${asset.network}:${asset.token}`;
