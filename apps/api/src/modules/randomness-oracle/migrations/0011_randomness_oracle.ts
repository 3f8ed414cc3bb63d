import { type Kysely, sql } from 'kysely';

/**
 * The devnet randomness oracle (modules/randomness-oracle): the operator's seeds (stored before
 * their commitment is sent) and one row per oracle request as the chain indexer saw it, with the
 * worker's fulfilment lease.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('randomness_seed')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('commitment', 'text', (col) => col.notNull().check(sql`commitment ~ '^0x[0-9a-f]{64}$'`))
    .addColumn('seed', 'text', (col) => col.notNull().check(sql`seed ~ '^0x[0-9a-f]{64}$'`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('generated', 'committed')`))
    .addColumn('commit_tx_hash', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('committed_at', 'timestamptz')
    .addPrimaryKeyConstraint('randomness_seed_pk', ['chain_id', 'commitment'])
    .execute();

  await db.schema
    .createTable('randomness_request')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('request_id', 'bigint', (col) => col.notNull().check(sql`request_id > 0`))
    .addColumn('oracle', 'text', (col) => col.notNull())
    .addColumn('consumer', 'text', (col) => col.notNull())
    .addColumn('commitment', 'text', (col) => col.notNull())
    .addColumn('requested_block', 'bigint', (col) => col.notNull())
    .addColumn('requested_tx_hash', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'sent', 'fulfilled', 'failed')`),
    )
    .addColumn('tx_hash', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('fulfilled_at', 'timestamptz')
    .addPrimaryKeyConstraint('randomness_request_pk', ['chain_id', 'request_id'])
    .execute();
  // The worker's queue: requests not fulfilled yet, oldest first.
  await db.schema
    .createIndex('randomness_request_open_idx')
    .on('randomness_request')
    .columns(['chain_id', 'requested_at'])
    .where(sql.ref('status'), '<>', 'fulfilled')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('randomness_request').execute();
  await db.schema.dropTable('randomness_seed').execute();
}
