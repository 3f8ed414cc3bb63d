import { type Kysely, sql } from 'kysely';

/**
 * Drago rentals (modules/rental): off-chain rentals signed by the lender, the signed messages
 * used once, the game's DSA mining reports (one row per report id) and each lender's profit
 * balance (claimed as DST through the payouts module).
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rental')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('token_id', 'int8', (col) => col.notNull().check(sql`token_id >= 0`))
    .addColumn('network', 'smallint', (col) => col.notNull().check(sql`network in (0, 1, 2)`))
    .addColumn('lender', 'text', (col) => col.notNull())
    .addColumn('rentee', 'text', (col) => col.notNull())
    .addColumn('share_ratio', 'smallint', (col) => col.notNull().check(sql`share_ratio between 1 and 9`))
    .addColumn('expire_time', 'integer', (col) => col.notNull().check(sql`expire_time > 0`))
    .addColumn('start_date', 'timestamptz', (col) => col.notNull())
    .addColumn('expire_date', 'timestamptz', (col) => col.notNull())
    // 1 active (until expire_date), 0 cancelled, 2 ended: expired and superseded by a new rental.
    .addColumn('status', 'smallint', (col) => col.notNull().check(sql`status in (0, 1, 2)`))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('current_dsa', 'int8', (col) => col.notNull().defaultTo(0).check(sql`current_dsa >= 0`))
    .addColumn('current_profit', 'int8', (col) => col.notNull().defaultTo(0).check(sql`current_profit >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // At most one status-1 rental per drago: two racing rents cannot both succeed.
  await db.schema
    .createIndex('rental_open_token_idx')
    .on('rental')
    .column('token_id')
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();
  await db.schema
    .createIndex('rental_lender_idx')
    .on('rental')
    .columns(['lender', 'status', 'start_date'])
    .execute();
  await db.schema.createIndex('rental_rentee_idx').on('rental').columns(['rentee', 'status']).execute();

  await db.schema
    .createTable('rental_signature')
    .addColumn('message_hash', 'text', (col) => col.primaryKey())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rental_mining')
    .addColumn('report_id', 'text', (col) => col.primaryKey())
    .addColumn('rental_id', 'int8', (col) => col.notNull().references('rental.id'))
    .addColumn('token_id', 'int8', (col) => col.notNull())
    .addColumn('lender', 'text', (col) => col.notNull())
    .addColumn('rentee', 'text', (col) => col.notNull())
    .addColumn('delta', 'int8', (col) => col.notNull().check(sql`delta > 0`))
    .addColumn('profit', 'int8', (col) => col.notNull().check(sql`profit >= 0`))
    .addColumn('mined_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('rental_mining_lender_idx')
    .on('rental_mining')
    .columns(['lender', 'mined_at'])
    .execute();

  await db.schema
    .createTable('rental_account')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('earned', 'int8', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed', 'int8', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('rental_account_claimed_range', sql`claimed >= 0 and claimed <= earned`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rental_account').execute();
  await db.schema.dropTable('rental_mining').execute();
  await db.schema.dropTable('rental_signature').execute();
  await db.schema.dropTable('rental').execute();
}
