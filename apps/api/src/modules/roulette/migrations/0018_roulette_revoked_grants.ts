import { type Kysely, sql } from 'kysely';

/**
 * A burn that a reorg removes takes its grant back (modules/roulette README): the tickets still
 * unspent are removed, the ones already spent become the wallet's ticket_debt, paid first by its
 * later grants; roulette_revoked_grant keeps each revocation, spent tickets included.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('roulette_wallet')
    .addColumn('ticket_debt', 'integer', (col) => col.notNull().defaultTo(0).check(sql`ticket_debt >= 0`))
    .execute();
  await db.schema
    .createTable('roulette_revoked_grant')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('wallet', 'text', (col) => col.notNull())
    .addColumn('boxes', 'integer', (col) => col.notNull())
    .addColumn('tickets', 'integer', (col) => col.notNull())
    .addColumn('taken_back', 'integer', (col) => col.notNull().check(sql`taken_back >= 0`))
    .addColumn('spent', 'integer', (col) => col.notNull().check(sql`spent >= 0`))
    .addColumn('revoked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('roulette_revoked_grant').execute();
  await db.schema.alterTable('roulette_wallet').dropColumn('ticket_debt').execute();
}
