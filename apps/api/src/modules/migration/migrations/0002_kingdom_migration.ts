import { type Kysely, sql } from 'kysely';

/** Kingdom migration (spec 1 §2, §7): old-chain kingdoms, queued moves, global accounts, used credentials. */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('old_chain_kingdom')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('power', 'int8', (col) => col.notNull())
    .addColumn('world_id', 'integer', (col) => col.notNull())
    .addColumn('troops_home', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('wounded_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('busy', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('in_alliance', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('moved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('kingdom_move')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kingdom_id', 'text', (col) => col.notNull().references('old_chain_kingdom.id'))
    .addColumn('world_id', 'integer', (col) => col.notNull().check(sql`world_id between 1 and 26`))
    .addColumn('status', 'smallint', (col) => col.notNull().check(sql`status between 0 and 3`))
    .addColumn('reasons', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('queued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  // At most one queued-or-done move per kingdom, even with concurrent logins.
  await db.schema
    .createIndex('kingdom_move_one_active')
    .on('kingdom_move')
    .column('kingdom_id')
    .unique()
    .where(sql.ref('status'), 'in', [0, 1])
    .execute();
  await db.schema
    .createIndex('kingdom_move_queued')
    .on('kingdom_move')
    .columns(['status', 'queued_at'])
    .execute();

  await db.schema
    .createTable('global_account')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('kingdom_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('global_account_pk', ['provider', 'subject'])
    .execute();

  await db.schema
    .createTable('used_social_credential')
    .addColumn('replay_key', 'text', (col) => col.primaryKey())
    .addColumn('used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_social_credential').execute();
  await db.schema.dropTable('global_account').execute();
  await db.schema.dropTable('kingdom_move').execute();
  await db.schema.dropTable('old_chain_kingdom').execute();
}
