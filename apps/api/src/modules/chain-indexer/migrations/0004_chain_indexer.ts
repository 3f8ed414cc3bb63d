import { type Kysely, sql } from 'kysely';

/**
 * The chain indexer's bookkeeping (modules/chain-indexer): a cursor per (chain, subscription),
 * the hashes of recently indexed blocks (reorg detection) and every log handed to a subscription
 * (so a log is applied at most once and can be reverted after a reorg).
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_indexer_cursor')
    .addColumn('chain_id', 'int8', (col) => col.notNull())
    .addColumn('subscription', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    // The last block whose logs were applied; start_block - 1 before the first batch.
    .addColumn('block_number', 'int8', (col) => col.notNull())
    // Null only for the virtual block -1 (a subscription starting at the genesis block).
    .addColumn('block_hash', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chain_indexer_cursor_pk', ['chain_id', 'subscription'])
    .execute();

  await db.schema
    .createTable('chain_indexer_block')
    .addColumn('chain_id', 'int8', (col) => col.notNull())
    .addColumn('block_number', 'int8', (col) => col.notNull())
    .addColumn('block_hash', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chain_indexer_block_pk', ['chain_id', 'block_number'])
    .execute();

  await db.schema
    .createTable('chain_indexer_log')
    .addColumn('chain_id', 'int8', (col) => col.notNull())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    // Part of the key: two subscriptions may follow the same contract and each get the log once.
    .addColumn('subscription', 'text', (col) => col.notNull())
    .addColumn('block_number', 'int8', (col) => col.notNull())
    .addColumn('block_hash', 'text', (col) => col.notNull())
    .addColumn('block_time', 'int8', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('event_name', 'text', (col) => col.notNull())
    .addColumn('args', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chain_indexer_log_pk', ['chain_id', 'tx_hash', 'log_index', 'subscription'])
    .execute();
  // A reorg reads and deletes the logs above the fork block.
  await db.schema
    .createIndex('chain_indexer_log_block_idx')
    .on('chain_indexer_log')
    .columns(['chain_id', 'block_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_indexer_log').execute();
  await db.schema.dropTable('chain_indexer_block').execute();
  await db.schema.dropTable('chain_indexer_cursor').execute();
}
