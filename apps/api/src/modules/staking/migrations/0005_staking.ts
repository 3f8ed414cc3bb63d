import { type Kysely, sql } from 'kysely';

/**
 * Pledging (modules/staking): each wallet's stake per continent as the chain indexer saw it, the
 * pledgers' comments, and the comment signatures already used (replay protection).
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staking_position')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('continent', 'integer', (col) => col.notNull().check(sql`continent between 1 and 26`))
    // uint256 base units: numeric(78, 0) holds every uint256 exactly.
    .addColumn('amount', sql`numeric(78, 0)`, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('staking_position_pk', ['address', 'continent'])
    .execute();
  // A continent's individual ranking: its positions by amount, largest first.
  await db.schema
    .createIndex('staking_position_ranking_idx')
    .on('staking_position')
    .columns(['continent', 'amount desc', 'address'])
    .execute();

  await db.schema
    .createTable('staking_comment')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('comment', 'text', (col) => col.notNull())
    // The signed issuedAt of the comment shown: an older signature cannot bring back an older comment.
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staking_comment_signature')
    .addColumn('signature_hash', 'text', (col) => col.primaryKey())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staking_comment_signature').execute();
  await db.schema.dropTable('staking_comment').execute();
  await db.schema.dropTable('staking_position').execute();
}
