import { type Kysely, sql } from 'kysely';

/**
 * staking_summary: one row holding how many wallets pledge anything, kept by the indexer as
 * holders join and leave (modules/staking), so the dashboard reads one row instead of counting
 * staking_holder (~20 ms at 100,000 pledgers on PGlite, which blocks its only connection).
 * Filled here from the holders already indexed.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staking_summary')
    // One row: the key can only be true.
    .addColumn('id', 'boolean', (col) => col.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('holders', 'integer', (col) => col.notNull().check(sql`holders >= 0`))
    .execute();
  await sql`insert into staking_summary (holders) select count(*) from staking_holder`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staking_summary').execute();
}
