import { type Kysely, sql } from 'kysely';

/**
 * Issue 39: payout purposes are declared by the modules that pay (`PayoutPurposes`), not listed
 * here. The CHECK of 0008 named every purpose, so each new one cost a migration; it now checks
 * only the shape of the name, which queuePayout checks too (payers.ts, PAYOUT_PURPOSE_NAME).
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payout drop constraint payout_purpose_check`.execute(db);
  await sql`alter table payout add constraint payout_purpose_name_check check (purpose ~ '^[a-z][a-z0-9_]{0,47}$')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Fails while a payout has another purpose: that payout would otherwise be lost.
  await sql`alter table payout drop constraint payout_purpose_name_check`.execute(db);
  await sql`alter table payout add constraint payout_purpose_check check (purpose in ('staking_reward', 'rental_profit'))`.execute(
    db,
  );
}
