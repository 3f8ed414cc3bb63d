/**
 * Throw-away PostgreSQL databases for the bench and the cluster test: a fresh devnet needs fresh
 * data, and PostgreSQL data is never reset by the API (DATABASE_URL data is never dropped).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(url: string, statement: string): Promise<void> {
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
  readonly url: string;
  /** Drops the database, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

/** A new database named `<prefix>_<random>` on the server of `adminUrl`. */
export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
