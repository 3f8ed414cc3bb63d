import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type ClaimResult =
  | { ok: true; payoutId: string; amount: bigint }
  | { ok: false; code: 'nothing_to_claim' };

/** A fresh payout id: random 32 bytes, used as RewardPayout's bytes32 payoutId as is. */
export function newPayoutId(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/**
 * Moves everything claimable of `address` into one queued payout. The account row is locked
 * (FOR UPDATE) for the whole transaction, so concurrent claims of one wallet run one after the
 * other and only the first finds anything left: a reward is queued once.
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
    const payoutId = newPayoutId();
    await trx
      .insertInto('reward_payout')
      .values({ id: payoutId, address: wallet, amount: claimable, status: 'queued', attempts: 0 })
      .execute();
    return { ok: true, payoutId, amount: claimable } as const;
  });
}
