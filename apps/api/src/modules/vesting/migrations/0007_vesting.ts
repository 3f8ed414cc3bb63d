import { type Kysely, sql } from 'kysely';

/**
 * My Reward (modules/vesting): the schedules admins register, the Vesting contract's Claimed
 * events as the chain indexer saw them, the vouchers the API signed, and the admins' log.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  // uint256 base units: numeric(78, 0) holds every uint256 exactly.
  const units = sql`numeric(78, 0)`;

  await db.schema
    .createTable('vesting_schedule')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('beneficiary', 'text', (col) => col.notNull())
    .addColumn('pool_type', 'integer', (col) => col.notNull().check(sql`pool_type between 0 and 4`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('total', units, (col) => col.notNull().check(sql`total > 0`))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('cliff_seconds', 'integer', (col) => col.check(sql`cliff_seconds >= 0`))
    .addColumn('frequency_seconds', 'integer', (col) => col.notNull().check(sql`frequency_seconds > 0`))
    .addColumn('count', 'integer', (col) => col.notNull().check(sql`count > 0`))
    .addColumn('stopped_at', 'timestamptz')
    .addColumn('stopped_by', 'text')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vesting_schedule_beneficiary_idx')
    .on('vesting_schedule')
    .columns(['beneficiary', 'started_at'])
    .execute();

  await db.schema
    .createTable('vesting_claim')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('block_time', 'timestamptz', (col) => col.notNull())
    .addColumn('beneficiary', 'text', (col) => col.notNull())
    .addColumn('amount', units, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('cumulative', units, (col) => col.notNull().check(sql`cumulative >= amount`))
    .addPrimaryKeyConstraint('vesting_claim_pk', ['chain_id', 'tx_hash', 'log_index'])
    .execute();
  await db.schema
    .createIndex('vesting_claim_beneficiary_idx')
    .on('vesting_claim')
    .columns(['beneficiary', 'block_number', 'log_index'])
    .execute();

  await db.schema
    .createTable('vesting_voucher')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('beneficiary', 'text', (col) => col.notNull())
    // null: asked for with /vesting/claim/all.
    .addColumn('vesting_id', 'bigint', (col) => col.references('vesting_schedule.id'))
    .addColumn('cumulative', units, (col) => col.notNull().check(sql`cumulative > 0`))
    .addColumn('deadline', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vesting_voucher_lookup_idx')
    .on('vesting_voucher')
    .columns(['beneficiary', 'cumulative', 'id'])
    .execute();

  await db.schema
    .createTable('vesting_admin_log')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('admin', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('register', 'stop')`))
    .addColumn('vesting_id', 'bigint', (col) => col.notNull().references('vesting_schedule.id'))
    .addColumn('details', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vesting_admin_log').execute();
  await db.schema.dropTable('vesting_voucher').execute();
  await db.schema.dropTable('vesting_claim').execute();
  await db.schema.dropTable('vesting_schedule').execute();
}
