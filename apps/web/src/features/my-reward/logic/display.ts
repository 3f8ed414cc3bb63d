import { formatAmount } from '@kingdoms/shared/amounts';
import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { formatDateTime } from '@kingdoms/shared/dates';
import { type RewardCardFigures, rewardCardFigures, sumRewardCards } from '@kingdoms/shared/vesting';

/** Spec 3 §9: amounts on the reward page have 2 decimals and thousands separators. */
export const REWARD_FRACTION_DIGITS = 2;

/** Base units (the API's decimal string or a bigint) as the page shows them. */
export function formatReward(value: bigint | string): string {
  return formatAmount(typeof value === 'string' ? BigInt(value) : value, REWARD_FRACTION_DIGITS);
}

/** Spec 3 §9: 'YYYY-MM-DD HH:mm:ss' in the viewer's time; '-' when there is no date. */
export function formatRewardDate(unixSeconds: number | null | undefined): string {
  if (unixSeconds === null || unixSeconds === undefined) return '-';
  return formatDateTime(unixSeconds * 1000);
}

/** Spec 3 "Cliff (a dash if none)": the date the cliff ends, or '-'. */
export function formatCliff(item: { started: number; cliff: number | null }): string {
  if (!item.cliff) return '-';
  return formatRewardDate(item.started + item.cliff);
}

export function isPositive(value: string | bigint): boolean {
  return BigInt(value) > 0n;
}

/**
 * A card's Total, Locked, Claimed and Cancelled (spec 3: Locked = Total − Claimed; a stopped
 * schedule's Total is what it pays, the rest is Cancelled), from the API's decimal strings.
 */
export function cardFigures(item: Pick<VestingItem, 'total' | 'payable' | 'claimed'>): RewardCardFigures {
  return rewardCardFigures({
    registered: BigInt(item.total),
    payable: BigInt(item.payable),
    claimed: BigInt(item.claimed),
  });
}

/** The Total Reward card: the sum of the cards, and of what each can claim now. */
export function totalRewardFigures(
  items: readonly Pick<VestingItem, 'total' | 'payable' | 'claimed' | 'claimable'>[],
): RewardCardFigures & { claimable: bigint } {
  return {
    ...sumRewardCards(items.map(cardFigures)),
    claimable: items.reduce((sum, item) => sum + BigInt(item.claimable), 0n),
  };
}
