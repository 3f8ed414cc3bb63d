import { canClaim, claimDstBaseUnits, claimDstText } from '@kingdoms/shared/rental';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { queuePayout } from '../payouts';
import { RENTAL_PAYOUT_ASSET } from './service';

// Lenders' rental profit: what is unclaimed, and claims that become DST payouts.

/** {game}/drago/rent/info: a lender's unclaimed profit in whole DSA. */
export async function unclaimedProfit(db: Kysely<Database>, address: string): Promise<number> {
  if (!address) return 0;
  const account = await db
    .selectFrom('rental_account')
    .select(['earned', 'claimed'])
    .where('address', '=', address)
    .executeTakeFirst();
  return account ? Number(BigInt(account.earned) - BigInt(account.claimed)) : 0;
}

export type ClaimOutcome =
  | { ok: true; payoutId: string; dsa: number; dst: string; amount: bigint }
  | { ok: false; code: 'claim_below_minimum' };

/**
 * {game}/drago/rent/claim: everything unclaimed, at least 1000 DSA, becomes one DST payout of
 * (unclaimed − 10) / 100 DST. The account row is locked for the transaction, so concurrent claims
 * run one after the other and only the first finds anything: one payout.
 */
export async function claimProfit(db: Kysely<Database>, address: string): Promise<ClaimOutcome> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('rental_account')
      .select(['earned', 'claimed'])
      .where('address', '=', address)
      .forUpdate()
      .executeTakeFirst();
    const unclaimed = account ? BigInt(account.earned) - BigInt(account.claimed) : 0n;
    if (!canClaim(unclaimed)) return { ok: false, code: 'claim_below_minimum' } as const;
    await trx
      .updateTable('rental_account')
      .set({ claimed: sql`claimed + ${unclaimed}` })
      .where('address', '=', address)
      .execute();
    const amount = claimDstBaseUnits(unclaimed);
    const payoutId = await queuePayout(trx, {
      ...RENTAL_PAYOUT_ASSET,
      recipient: address,
      amount,
      purpose: 'rental_profit',
    });
    return { ok: true, payoutId, dsa: Number(unclaimed), dst: claimDstText(unclaimed), amount } as const;
  });
}
