import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What other modules may use of the staking module (its server part is ./module.ts). */

/**
 * Every pledger of the moment with their total stake over all continents (base units, decimal
 * strings), by address: the daily reward snapshot splits its pool by these (staking-rewards).
 * Takes a transaction handle too, so the snapshot reads and writes in one transaction.
 */
export async function stakesByAddress(db: Kysely<Database>): Promise<{ address: string; stake: string }[]> {
  return db
    .selectFrom('staking_position')
    .select(['address', sql<string>`sum(amount)::text`.as('stake')])
    .where('amount', '>', '0')
    .groupBy('address')
    .orderBy('address')
    .execute();
}
