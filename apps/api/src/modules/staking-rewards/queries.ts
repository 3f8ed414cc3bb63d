import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What `address` may claim now (base units of A2Z): accrued by the daily snapshots minus claimed. */
export async function claimableReward(db: Kysely<Database>, address: string): Promise<bigint> {
  const account = await db
    .selectFrom('reward_account')
    .select(['accrued', 'claimed'])
    .where('address', '=', address.toLowerCase())
    .executeTakeFirst();
  if (!account) return 0n;
  const claimable = BigInt(account.accrued) - BigInt(account.claimed);
  return claimable > 0n ? claimable : 0n;
}
