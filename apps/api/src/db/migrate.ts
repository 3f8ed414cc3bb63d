import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index';

export class MigrationError extends Error {
  constructor(migrationName: string | undefined, cause: unknown) {
    super(`Database migration ${migrationName ?? '(setup)'} failed: ${String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema to the latest migration; returns the names applied now. `schema`: the
 * PostgreSQL schema the tables live in, so Kysely's bookkeeping tables are looked for there
 * (it would otherwise find another schema's and skip creating its own).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any typed handle of the database.
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
