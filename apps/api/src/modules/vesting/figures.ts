import type { AdminVestingRow, VestingItem } from '@kingdoms/shared/api/vesting';
import {
  allocateClaims,
  payableTotal,
  rewardCardFigures,
  sumRewardCards,
  vestingFigures,
} from '@kingdoms/shared/vesting';
import type { Schedule, WalletClaims } from './queries';

export interface WalletFigures {
  items: VestingItem[];
  /** Sum of payable totals. */
  total: bigint;
  locked: bigint;
  claimable: bigint;
  /** The contract's paid amount. */
  claimed: bigint;
  /** claimable per schedule id, for vouchers. */
  claimableById: Map<string, bigint>;
}

function toItem(schedule: Schedule, claimed: bigint, now: number): VestingItem {
  const { terms } = schedule;
  const figures = vestingFigures(terms, claimed, now);
  return {
    _id: schedule.id,
    title: schedule.title,
    poolType: schedule.poolType,
    total: terms.total.toString(),
    payable: payableTotal(terms).toString(),
    unlocked: figures.unlocked.toString(),
    claimed: figures.claimed.toString(),
    claimable: figures.claimable.toString(),
    locked: figures.locked.toString(),
    started: terms.started,
    cliff: terms.cliff,
    frequency: terms.frequency,
    count: terms.count,
    next: figures.next,
    stoppedAt: terms.stoppedAt,
    status: figures.status,
  };
}

/**
 * One wallet's schedules with what the contract paid it shared among them (allocateClaims of
 * packages/shared), and the Total Reward card's sums.
 */
export function walletFigures(
  schedules: readonly Schedule[],
  claims: WalletClaims | undefined,
  now: number,
): WalletFigures {
  const { claimedById } = allocateClaims(schedules, claims?.claims ?? [], now);
  const items = schedules.map((schedule) => toItem(schedule, claimedById.get(schedule.id) ?? 0n, now));
  // The Total Reward card is the sum of the cards (spec 3: Locked = Total − Claimed on each).
  const cards = sumRewardCards(
    items.map((item) =>
      rewardCardFigures({
        registered: BigInt(item.total),
        payable: BigInt(item.payable),
        claimed: BigInt(item.claimed),
      }),
    ),
  );
  return {
    items,
    total: cards.total,
    locked: cards.locked,
    claimable: items.reduce((total, item) => total + BigInt(item.claimable), 0n),
    claimed: claims?.paid ?? 0n,
    claimableById: new Map(items.map((item) => [item._id, BigInt(item.claimable)])),
  };
}

/** The admin list: every wallet's schedules with their figures, oldest start first. */
export function adminRows(
  schedules: readonly Schedule[],
  claimsByWallet: ReadonlyMap<string, WalletClaims>,
  now: number,
): AdminVestingRow[] {
  const byWallet = new Map<string, Schedule[]>();
  for (const schedule of schedules) {
    byWallet.set(schedule.beneficiary, [...(byWallet.get(schedule.beneficiary) ?? []), schedule]);
  }
  const rows = new Map<string, AdminVestingRow>();
  for (const [wallet, own] of byWallet) {
    for (const item of walletFigures(own, claimsByWallet.get(wallet), now).items) {
      rows.set(item._id, { ...item, publicKey: wallet });
    }
  }
  return schedules.map((schedule) => rows.get(schedule.id)).filter((row) => row !== undefined);
}
