import { type Kysely, sql } from 'kysely';

/**
 * A drago transferred on chain while rented ends its rental (status 3), recorded with the
 * Transfer log that ended it, so a reorg that removes the transfer can restore the rental.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rental drop constraint rental_status_check`.execute(db);
  await sql`alter table rental add constraint rental_status_check check (status in (0, 1, 2, 3))`.execute(db);
  await db.schema
    .alterTable('rental')
    .addColumn('ended_by_chain_id', 'int8')
    .addColumn('ended_by_tx', 'text')
    .addColumn('ended_by_log_index', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rental')
    .dropColumn('ended_by_chain_id')
    .dropColumn('ended_by_tx')
    .dropColumn('ended_by_log_index')
    .execute();
  await sql`alter table rental drop constraint rental_status_check`.execute(db);
  await sql`alter table rental add constraint rental_status_check check (status in (0, 1, 2))`.execute(db);
}
