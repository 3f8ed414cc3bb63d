import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import { inject } from 'vitest';
import { createThrowawayDatabase } from '../../../scripts/lib/throwawayDatabase';
import { type AppDatabase, type OpenOptions, openDatabase, pgliteDatabase } from '../src/db/connect';
import { pgliteParsers } from '../src/db/int8';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';

/** What openDatabase logs to. */
type OpenLogger = Parameters<typeof openDatabase>[1];
const quietLogger: OpenLogger = { info() {}, warn() {} };

/** A fresh, migrated database of a test file. */
export interface TestDatabase extends AppDatabase {
  /** PostgreSQL: the connection URL of this database (for a second connection to it). */
  readonly url?: string;
}

/** A way to get a fresh, migrated database for one test file. */
export interface TestDatabaseKind {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

/**
 * A copy of the migrated template folder, for a test of PGlite's folder itself (its lock, DB_RESET,
 * a second process on it); the caller removes `join(dir, '..')`.
 */
export function freshPGliteDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'kingdoms-api-test-')), 'pgdata');
  cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  return dir;
}

/** The template's tar file, read once per test file (each open loads it into a PGlite of its own). */
let templateTar: Blob | undefined;

/**
 * A fresh PGlite loaded from the migrated template into memory. The same PGlite and SQL as on a
 * folder (the app's openDatabase), without copying 40 MB of files to disk, PGlite writing through
 * them, and deleting them: ~1 s of CPU per file and more of waiting on a busy disk. The folder
 * itself (lock, DB_RESET) is tested in src/db/database.test.ts on freshPGliteDir.
 */
async function openPGliteCopy(): Promise<TestDatabase> {
  templateTar ??= new Blob([readFileSync(inject('pgliteTemplateTar'))]);
  const database = pgliteDatabase(await PGlite.create({ loadDataDir: templateTar, parsers: pgliteParsers }));
  try {
    // The copy is already migrated: as openDatabase does, this only checks that none is missing.
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * A database of its own per open, cloned from the run's migrated template: nothing another test
 * file does (its tables, its advisory locks, dropping its database) is visible from this one.
 * (Files used to share one database, a schema each: Kysely's migrator lists the tables of every
 * schema, and failed with 'relation "test_….roulette_wallet" does not exist' when another file
 * dropped its schema during that scan.)
 */
export async function openPostgresCopy(
  serverUrl: string,
  connection: {
    /** For a test of the connections themselves: its own application_name, a short connect timeout. */
    options?: Omit<OpenOptions, 'schema'>;
    logger?: OpenLogger;
    /** The URL the API connects with (e.g. through a fault proxy); the copy is made directly. */
    through?: (url: string) => string;
  } = {},
): Promise<TestDatabase> {
  const copy = await createThrowawayDatabase(serverUrl, 'kingdoms_api_test', {
    template: inject('postgresTemplate'),
  });
  let database: AppDatabase;
  try {
    // The copy is already migrated: opening it only checks that no migration is missing.
    database = await openDatabase(
      { kind: 'postgres', url: connection.through?.(copy.url) ?? copy.url, resetRefused: false },
      connection.logger ?? quietLogger,
      connection.options,
    );
  } catch (error) {
    await copy.drop();
    throw error;
  }
  return {
    ...database,
    url: copy.url,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * The databases every DB-touching suite runs against: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Use with `describe.each(testDatabases())('… on $name', …)`.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: openPGliteCopy }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) kinds.push({ name: 'postgres', open: () => openPostgresCopy(url) });
  return kinds;
}

/**
 * Every row of every table of the database's schema, as sorted JSON lines per table: two dumps are
 * equal exactly when no row was added, changed or removed. `ignoreColumns` leaves those columns
 * out of every table (e.g. when the write times of two separate runs are compared).
 */
export async function dumpTables(
  db: Kysely<Database>,
  options: { ignoreColumns?: readonly string[] } = {},
): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const dump: Record<string, string[]> = {};
  for (const { name } of tables) {
    const moving = [...(MOVING_COLUMNS[name] ?? []), ...(options.ignoreColumns ?? [])];
    const { rows } = await sql<{
      row: string;
    }>`select (to_jsonb(t) - ${sql.val(moving)}::text[])::text as row from ${sql.table(name)} t`.execute(db);
    dump[name] = rows.map((r) => r.row).sort();
  }
  return dump;
}

/** Columns that move by themselves while the app runs (a lease's heartbeat), left out of dumps. */
const MOVING_COLUMNS: Record<string, string[]> = { job_lease: ['expires_at'] };
