import { type Kysely, sql } from 'kysely';

// Migrations are frozen history: they take Kysely<unknown> and never import the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriber')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('utm_source', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('utm_medium', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ref', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('language2', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('source_from', 'text', (col) => col.notNull().defaultTo('homepage'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive uniqueness lives in the database so concurrent subscribes cannot both win.
  await db.schema
    .createIndex('subscriber_email_lower_key')
    .on('subscriber')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriber').execute();
}
