import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type PayoutAsset, queuePayout } from '../payouts';

/** Pledging rewards are paid in Polygon's A2Z (RewardPayout). */
export const REWARD_ASSET: PayoutAsset = { network: 'polygon', token: 'A2Z' };

export type ClaimResult =
  | { ok: true; payoutId: string; amount: bigint }
  | { ok: false; code: 'nothing_to_claim' };

/**
 * Moves everything claimable of `address` into one queued payout (the payouts module pays it).
 * The account row is locked (FOR UPDATE) for the whole transaction, so concurrent claims of one
 * wallet run one after the other and only the first finds anything left: a reward is queued once.
 */
export async function claimReward(db: Kysely<Database>, address: string): Promise<ClaimResult> {
  const wallet = address.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('reward_account')
      .select(['accrued', 'claimed'])
      .where('address', '=', wallet)
      .forUpdate()
      .executeTakeFirst();
    const claimed = BigInt(account?.claimed ?? 0);
    const claimable = account ? BigInt(account.accrued) - claimed : 0n;
    if (claimable <= 0n) return { ok: false, code: 'nothing_to_claim' } as const;

    await trx
      .updateTable('reward_account')
      .set({ claimed: claimed + claimable })
      .where('address', '=', wallet)
      .execute();
    const payoutId = await queuePayout(trx, {
      ...REWARD_ASSET,
      recipient: wallet,
      amount: claimable,
      purpose: 'staking_reward',
    });
    return { ok: true, payoutId, amount: claimable } as const;
  });
}
