import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewSubscriber } from './tables';

/**
 * Stores the subscriber unless the e-mail (any case) is already there. The unique index on
 * lower(email) decides, so of two concurrent identical requests exactly one stores.
 * Returns false when the address was already subscribed.
 */
export async function insertSubscriberIfNew(
  db: Kysely<Database>,
  subscriber: NewSubscriber,
): Promise<boolean> {
  const inserted = await db
    .insertInto('subscriber')
    .values(subscriber)
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countSubscribersByEmail(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('subscriber')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
