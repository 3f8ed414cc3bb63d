import { type Kysely, sql } from 'kysely';

/**
 * Issue 41: a delivery the target gateway refuses by its own rules (paused, beyond the asset's
 * rolling daily limit) is 'held': checked again now and then by simulation only, never failed
 * (modules/relayer/README.md).
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table relayer_message drop constraint relayer_message_status_check`.execute(db);
  await sql`alter table relayer_message add constraint relayer_message_status_check check (status in ('pending', 'sent', 'delivered', 'failed', 'signed', 'held'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update relayer_message set status = 'failed' where status = 'held'`.execute(db);
  await sql`alter table relayer_message drop constraint relayer_message_status_check`.execute(db);
  await sql`alter table relayer_message add constraint relayer_message_status_check check (status in ('pending', 'sent', 'delivered', 'failed', 'signed'))`.execute(
    db,
  );
}
