import { type Kysely, sql } from 'kysely';

/**
 * The roulette event (modules/roulette): MysteryBox burns as indexed, the one ticket grant per
 * burn transaction, tickets and spin counters per wallet, period seeds with their commitments,
 * and every draw.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roulette_burn')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('burner', 'text', (col) => col.notNull())
    .addColumn('amount', sql`numeric(78, 0)`, (col) => col.notNull().check(sql`amount > 0`))
    .addPrimaryKeyConstraint('roulette_burn_pk', ['chain_id', 'tx_hash', 'log_index'])
    .execute();
  await db.schema.createIndex('roulette_burn_tx_idx').on('roulette_burn').column('tx_hash').execute();

  await db.schema
    .createTable('roulette_grant')
    // One grant per burn transaction, whoever asks how often.
    .addColumn('tx_hash', 'text', (col) => col.primaryKey())
    .addColumn('wallet', 'text', (col) => col.notNull())
    .addColumn('boxes', 'integer', (col) => col.notNull().check(sql`boxes > 0`))
    .addColumn('tickets', 'integer', (col) => col.notNull().check(sql`tickets > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('roulette_wallet')
    .addColumn('wallet', 'text', (col) => col.primaryKey())
    .addColumn('tickets', 'integer', (col) => col.notNull().check(sql`tickets >= 0`))
    // Spins made so far: the next spin's number is spins + 1.
    .addColumn('spins', 'integer', (col) => col.notNull().defaultTo(0).check(sql`spins >= 0`))
    .execute();

  await db.schema
    .createTable('roulette_period')
    .addColumn('period', 'integer', (col) => col.primaryKey().check(sql`period >= 0`))
    .addColumn('seed', 'text', (col) => col.notNull())
    .addColumn('commitment', 'text', (col) => col.notNull())
    // JSON array of the 10 weights draws of this period use.
    .addColumn('weights', 'text', (col) => col.notNull())
    .addColumn('start_at', 'timestamptz', (col) => col.notNull())
    .addColumn('end_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('roulette_draw')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('wallet', 'text', (col) => col.notNull())
    .addColumn('spin', 'integer', (col) => col.notNull().check(sql`spin > 0`))
    .addColumn('period', 'integer', (col) => col.notNull().references('roulette_period.period'))
    .addColumn('prize', 'integer', (col) => col.notNull().check(sql`prize between 1 and 10`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('roulette_draw_wallet_spin', ['wallet', 'spin'])
    .execute();
  await db.schema.createIndex('roulette_draw_period_idx').on('roulette_draw').column('period').execute();
  await db.schema.createIndex('roulette_draw_prize_idx').on('roulette_draw').column('prize').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'roulette_draw',
    'roulette_period',
    'roulette_wallet',
    'roulette_grant',
    'roulette_burn',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
