import { type Kysely, sql } from 'kysely';

// Migrations are frozen history: they take Kysely<unknown> and never import the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('siwe_nonce')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('auth_session')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('chain_id', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_session_address_idx').on('auth_session').column('address').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_session').execute();
  await db.schema.dropTable('siwe_nonce').execute();
}
