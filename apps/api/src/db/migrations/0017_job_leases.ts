import { type Kysely, sql } from 'kysely';

/**
 * job_lease: one row per singleton job (a chain's indexer, a signer's worker, a daily job): the
 * instance holding it, its fencing term (+1 at every change of holder) and when it expires unless
 * renewed. daily_job_run: one row per daily job and day, so a day's run happens once across
 * instances and restarts, and a run whose leader died midway is finished by the next leader.
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('term', 'bigint', (col) => col.notNull().check(sql`term > 0`))
    .addColumn('acquired_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('daily_job_run')
    .addColumn('job', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull().check(sql`day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('term', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('daily_job_run_pk', ['job', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_job_run').execute();
  await db.schema.dropTable('job_lease').execute();
}
