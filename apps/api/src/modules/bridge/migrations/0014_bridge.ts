import { type Kysely, sql } from 'kysely';

/**
 * The bridge (modules/bridge, issue 17): relayer messages learn their source block's time (a
 * route's checkpoint delay counts from it) and are found by party, source and delivery
 * transaction; and the RESOURCE holdings on Arena-Z folded from the ERC-1155 transfers.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('relayer_message').addColumn('source_block_time', 'timestamptz').execute();
  await sql`create index relayer_message_sender_idx on relayer_message (route, (payload->>'sender'))`.execute(
    db,
  );
  await sql`create index relayer_message_receiver_idx on relayer_message (route, (payload->>'receiver'))`.execute(
    db,
  );
  await db.schema
    .createIndex('relayer_message_source_tx_idx')
    .on('relayer_message')
    .columns(['source_tx_hash'])
    .execute();
  await db.schema.createIndex('relayer_message_tx_idx').on('relayer_message').columns(['tx_hash']).execute();

  await db.schema
    .createTable('bridge_resource_balance')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('token_id', sql`numeric(78, 0)`, (col) => col.notNull())
    .addColumn('amount', sql`numeric(78, 0)`, (col) => col.notNull().check(sql`amount >= 0`))
    .addPrimaryKeyConstraint('bridge_resource_balance_pk', ['chain_id', 'owner', 'token_id'])
    .execute();
}
