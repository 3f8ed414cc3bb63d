import { type Kysely, sql } from 'kysely';

/**
 * Pledging figures kept by the indexer as it applies each Staked/Unstaked event (modules/staking),
 * so the dashboard and the rankings read a few rows however many wallets pledge:
 * - staking_continent: each continent's total and pledger count;
 * - staking_holder: each pledger's total across continents and main continent, indexed in
 *   ranking order (total desc, address).
 * Filled here from the positions already indexed.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staking_continent')
    .addColumn('continent', 'integer', (col) => col.primaryKey().check(sql`continent between 1 and 26`))
    // No check on these two: an unpledge arrives as a negative change added to them (the row
    // offered to the upsert is the change, not the result).
    .addColumn('total', sql`numeric(80, 0)`, (col) => col.notNull())
    .addColumn('holders', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('staking_holder')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('total', sql`numeric(80, 0)`, (col) => col.notNull().check(sql`total > 0`))
    .addColumn('continent', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staking_holder_ranking_idx')
    .on('staking_holder')
    .columns(['total desc', 'address'])
    .execute();
  await sql`
    insert into staking_continent (continent, total, holders)
    select continent, sum(amount), count(*) from staking_position group by continent`.execute(db);
  await sql`
    insert into staking_holder (address, total, continent)
    select address, sum(amount), (array_agg(continent order by amount desc, continent))[1]
    from staking_position group by address`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staking_holder').execute();
  await db.schema.dropTable('staking_continent').execute();
}
