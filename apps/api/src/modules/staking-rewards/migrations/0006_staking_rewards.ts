import { type Kysely, sql } from 'kysely';

/**
 * Pledging rewards (modules/staking-rewards): the daily snapshots, each pledger's share of a day,
 * running reward balances, and the payouts queued by claims for the Polygon payout worker.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  // uint256 base units: numeric(78, 0) holds every uint256 exactly.
  const units = sql`numeric(78, 0)`;

  await db.schema
    .createTable('reward_snapshot')
    .addColumn('day', 'date', (col) => col.primaryKey())
    .addColumn('pool', units, (col) => col.notNull().check(sql`pool >= 0`))
    .addColumn('total_stake', units, (col) => col.notNull().check(sql`total_stake >= 0`))
    .addColumn('holders', 'integer', (col) => col.notNull().check(sql`holders >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('reward_accrual')
    .addColumn('day', 'date', (col) => col.notNull().references('reward_snapshot.day'))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('stake', units, (col) => col.notNull().check(sql`stake > 0`))
    .addColumn('amount', units, (col) => col.notNull().check(sql`amount >= 0`))
    .addPrimaryKeyConstraint('reward_accrual_pk', ['day', 'address'])
    .execute();
  await db.schema
    .createIndex('reward_accrual_address_idx')
    .on('reward_accrual')
    .columns(['address', 'day'])
    .execute();

  await db.schema
    .createTable('reward_account')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('accrued', units, (col) => col.notNull().defaultTo(0).check(sql`accrued >= 0`))
    .addColumn('claimed', units, (col) => col.notNull().defaultTo(0))
    // A claim never takes more than was accrued.
    .addCheckConstraint('reward_account_claimed_range', sql`claimed >= 0 and claimed <= accrued`)
    .execute();

  await db.schema
    .createTable('reward_payout')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`id ~ '^0x[0-9a-f]{64}$'`))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('amount', units, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('queued', 'sent', 'paid', 'failed')`),
    )
    .addColumn('tx_hash', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .execute();
  // The worker's queue: unpaid payouts, oldest first.
  await db.schema
    .createIndex('reward_payout_unpaid_idx')
    .on('reward_payout')
    .columns(['created_at'])
    .where(sql.ref('status'), '<>', 'paid')
    .execute();
  await db.schema
    .createIndex('reward_payout_address_idx')
    .on('reward_payout')
    .columns(['address', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reward_payout').execute();
  await db.schema.dropTable('reward_account').execute();
  await db.schema.dropTable('reward_accrual').execute();
  await db.schema.dropTable('reward_snapshot').execute();
}
