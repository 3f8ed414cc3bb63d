import { type Kysely, sql } from 'kysely';

/**
 * Hatch starts the game was told of (modules/dragos, {nft}/drago/hatch/start): one row per
 * transaction hash, whoever asks again.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drago_hatch_start')
    .addColumn('tx_hash', 'text', (col) => col.primaryKey())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('token_id', 'int8', (col) => col.notNull().check(sql`token_id >= 0`))
    .addColumn('chain_id', 'int8', (col) => col.notNull())
    .addColumn('network', 'smallint', (col) => col.notNull().check(sql`network in (0, 1, 2)`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('hatch', 'rehatch')`))
    .addColumn('mined', 'boolean', (col) => col.notNull())
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('drago_hatch_start_address_idx')
    .on('drago_hatch_start')
    .columns(['address', 'recorded_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drago_hatch_start').execute();
}
