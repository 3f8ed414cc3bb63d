import { type Kysely, sql } from 'kysely';

/**
 * Dragos and eggs (modules/dragos): every indexed Drago/Egg event, the state folded from them per
 * token (owner, genes, counts, hatch and rehatch requests), the genesis sends of the gate; and the
 * relayer's messages (modules/relayer): one row per (route, nonce), delivered once.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  const uint256 = sql`numeric(78, 0)`;

  await db.schema
    .createTable('drago_event')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('contract', 'text', (col) => col.notNull().check(sql`contract in ('drago', 'egg')`))
    .addColumn('token_id', 'bigint', (col) => col.notNull())
    .addColumn('event_name', 'text', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('block_time', 'timestamptz', (col) => col.notNull())
    .addColumn('args', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('drago_event_pk', ['chain_id', 'tx_hash', 'log_index'])
    .execute();
  await db.schema
    .createIndex('drago_event_token_idx')
    .on('drago_event')
    .columns(['chain_id', 'contract', 'token_id', 'block_number', 'log_index'])
    .execute();

  await db.schema
    .createTable('drago_token')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('token_id', 'bigint', (col) => col.notNull())
    .addColumn('network', 'integer', (col) => col.notNull().check(sql`network between 0 and 2`))
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('datas', 'jsonb', (col) => col.notNull())
    .addColumn('breed_count', 'integer', (col) => col.notNull())
    .addColumn('rehatch_count', 'integer', (col) => col.notNull())
    .addColumn('parent_a', 'bigint', (col) => col.notNull())
    .addColumn('parent_b', 'bigint', (col) => col.notNull())
    .addColumn('rehatch_request_id', uint256)
    .addColumn('rehatch_requested_at', 'timestamptz')
    .addPrimaryKeyConstraint('drago_token_pk', ['chain_id', 'token_id'])
    .execute();
  await db.schema
    .createIndex('drago_token_owner_idx')
    .on('drago_token')
    .columns(['owner', 'token_id'])
    .execute();
  await db.schema.createIndex('drago_token_id_idx').on('drago_token').columns(['token_id']).execute();

  await db.schema
    .createTable('drago_egg')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('token_id', 'bigint', (col) => col.notNull())
    .addColumn('network', 'integer', (col) => col.notNull().check(sql`network between 0 and 2`))
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().check(sql`status in (0, 1)`))
    .addColumn('parent_a', 'bigint', (col) => col.notNull())
    .addColumn('parent_b', 'bigint', (col) => col.notNull())
    .addColumn('hatch_request_id', uint256)
    .addColumn('hatch_requested_at', 'timestamptz')
    .addColumn('genesis_nonce', uint256)
    .addPrimaryKeyConstraint('drago_egg_pk', ['chain_id', 'token_id'])
    .execute();
  await db.schema.createIndex('drago_egg_owner_idx').on('drago_egg').columns(['owner', 'token_id']).execute();
  await db.schema.createIndex('drago_egg_id_idx').on('drago_egg').columns(['token_id']).execute();

  await db.schema
    .createTable('drago_genesis_send')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('nonce', uint256, (col) => col.notNull())
    .addColumn('egg_id', 'bigint', (col) => col.notNull())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('block_time', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('drago_genesis_send_pk', ['chain_id', 'tx_hash', 'log_index'])
    .execute();
  await db.schema
    .createIndex('drago_genesis_send_nonce_idx')
    .on('drago_genesis_send')
    .columns(['chain_id', 'nonce'])
    .unique()
    .execute();
  await db.schema
    .createIndex('drago_genesis_send_owner_idx')
    .on('drago_genesis_send')
    .columns(['owner', 'egg_id'])
    .execute();
  await db.schema
    .createIndex('drago_genesis_send_tx_idx')
    .on('drago_genesis_send')
    .columns(['tx_hash'])
    .execute();

  await db.schema
    .createTable('relayer_message')
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('nonce', uint256, (col) => col.notNull())
    .addColumn('source_chain_id', 'bigint', (col) => col.notNull())
    .addColumn('source_tx_hash', 'text', (col) => col.notNull())
    .addColumn('source_log_index', 'integer', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'delivered', 'failed', 'signed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('signature', 'text')
    .addColumn('tx_hash', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('relayer_message_pk', ['route', 'nonce'])
    .execute();
  await db.schema
    .createIndex('relayer_message_due_idx')
    .on('relayer_message')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('relayer_message_source_idx')
    .on('relayer_message')
    .columns(['source_tx_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('relayer_message').execute();
  await db.schema.dropTable('drago_genesis_send').execute();
  await db.schema.dropTable('drago_egg').execute();
  await db.schema.dropTable('drago_token').execute();
  await db.schema.dropTable('drago_event').execute();
}
