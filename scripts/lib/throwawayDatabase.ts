/**
 * Throw-away PostgreSQL databases for the bench, the cluster test and the API tests: a fresh
 * devnet needs fresh data, and PostgreSQL data is never reset by the API (DATABASE_URL data is
 * never dropped). The API tests clone one migrated template per run (apps/api/test/globalSetup.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on a connection of its own (CREATE/DROP DATABASE run outside any transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL server to use: BENCH_DATABASE_URL, TEST_DATABASE_URL, or the local one, if it answers. */
export async function postgresAdminUrl(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const candidates = [
    env.BENCH_DATABASE_URL,
    env.TEST_DATABASE_URL,
    'postgres://postgres@127.0.0.1:5432/postgres',
  ].filter((url): url is string => Boolean(url));
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

export interface ThrowawayDatabase {
  readonly name: string;
  readonly url: string;
  /** Drops the database, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database named `<prefix>_<random>` on the server of `adminUrl`; with `template`, a copy of
 * that database (which must have no open connection while it is copied).
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  );
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs `body` with the URL of a new database on the server of `adminUrl`, dropped after. */
export async function withThrowawayDatabase<T>(
  adminUrl: string,
  body: (url: string) => Promise<T>,
): Promise<T> {
  const database = await createThrowawayDatabase(adminUrl, 'kingdoms_bench');
  try {
    return await body(database.url);
  } finally {
    await database.drop();
  }
}
