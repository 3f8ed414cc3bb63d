import { type Kysely, sql } from 'kysely';

/**
 * Issue 41: a payout the contract refuses by its own rules (paused, above the per-payout maximum,
 * beyond the rolling daily limit) is 'held': neither retried on a timer nor failed, released by
 * the worker once the contract would take it (modules/payouts/README.md).
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The check was created on reward_payout (0006) and kept its name through the rename (0008).
  await sql`alter table payout drop constraint reward_payout_status_check`.execute(db);
  await sql`alter table payout add constraint payout_status_check check (status in ('queued', 'sent', 'paid', 'failed', 'held'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update payout set status = 'failed' where status = 'held'`.execute(db);
  await sql`alter table payout drop constraint payout_status_check`.execute(db);
  await sql`alter table payout add constraint reward_payout_status_check check (status in ('queued', 'sent', 'paid', 'failed'))`.execute(
    db,
  );
}
