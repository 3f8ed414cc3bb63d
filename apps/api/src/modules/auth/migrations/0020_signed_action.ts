import { type Kysely, sql } from 'kysely';

/**
 * One replay table for every signed action (auth/signedActions.ts): rental_signature and
 * staking_comment_signature merge into signed_action. Their rows are copied over, so a signature
 * used before stays refused.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signed_action')
    .addColumn('message_hash', 'text', (col) => col.primaryKey())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`insert into signed_action (message_hash, action, address, used_at)
    select message_hash, 'rental', address, used_at from rental_signature`.execute(db);
  await sql`insert into signed_action (message_hash, action, address, used_at)
    select signature_hash, 'comment', address, used_at from staking_comment_signature
    on conflict (message_hash) do nothing`.execute(db);
  await db.schema.dropTable('rental_signature').execute();
  await db.schema.dropTable('staking_comment_signature').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rental_signature')
    .addColumn('message_hash', 'text', (col) => col.primaryKey())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('staking_comment_signature')
    .addColumn('signature_hash', 'text', (col) => col.primaryKey())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into rental_signature (message_hash, address, used_at)
    select message_hash, address, used_at from signed_action where action = 'rental'`.execute(db);
  await sql`insert into staking_comment_signature (signature_hash, address, used_at)
    select message_hash, address, used_at from signed_action where action = 'comment'`.execute(db);
  await db.schema.dropTable('signed_action').execute();
}
