import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { pgliteParsers, pgTypeParsers } from './int8';
import { LOCK_FILE_NAME, lockDataDir } from './lock';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pgliteDialect';
import type { Database } from './schema';

export interface AppDatabase {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** Closes the connection(s) and, for PGlite, releases the folder lock. */
  close(): Promise<void>;
  /** The pool's connections now (PostgreSQL; PGlite is one connection in the process). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  /** Queries waiting for a connection. */
  readonly waiting: number;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface OpenOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema per file). */
  readonly schema?: string;
  readonly migrate?: boolean;
  /** PostgreSQL only: how the connections name themselves in pg_stat_activity (default kingdoms-api). */
  readonly applicationName?: string;
  /** PostgreSQL only: longest wait for a connection, new or from the pool (default CONNECT_TIMEOUT_MS). */
  readonly connectTimeoutMs?: number;
}

/**
 * Longest wait for a database connection: while the database is away a request answers 503
 * `db_unavailable` after this, rather than hang (issue 37).
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Opens the configured database, runs migrations, and returns a typed Kysely handle. */
export async function openDatabase(
  config: DatabaseConfig,
  logger: Logger,
  options: OpenOptions = {},
): Promise<AppDatabase> {
  const database =
    config.kind === 'pglite'
      ? await openPGlite(config.dir, config.reset, logger)
      : openPostgres(config.url, config.resetRefused, logger, options);
  if (options.migrate !== false) {
    try {
      const applied = await migrateToLatest(database.db, options.schema);
      if (applied.length) logger.info(`Applied migrations: ${applied.join(', ')}`);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

async function openPGlite(dir: string, reset: boolean, logger: Logger): Promise<AppDatabase> {
  const release = lockDataDir(dir);
  try {
    if (reset) {
      // Only after taking the lock: never wipe a folder another process is using.
      for (const entry of readdirSync(dir)) {
        if (entry !== LOCK_FILE_NAME) rmSync(join(dir, entry), { recursive: true, force: true });
      }
      logger.warn(`DB_RESET: wiped the PGlite folder ${dir}`);
    }
    const pglite = await PGlite.create(dir, { parsers: pgliteParsers });
    logger.info(`Database: PGlite at ${dir}`);
    return pgliteDatabase(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The typed handle of an open PGlite (created with `pgliteParsers`); closing it closes the PGlite,
 * then calls `release` (the folder lock). The API tests wrap an in-memory copy of their template
 * with it (apps/api/test/databases.ts).
 */
export function pgliteDatabase(pglite: PGlite, release: () => void = () => {}): AppDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}

function openPostgres(url: string, resetRefused: boolean, logger: Logger, options: OpenOptions): AppDatabase {
  const { schema } = options;
  if (resetRefused) {
    logger.warn('DB_RESET is ignored because DATABASE_URL is set: data in PostgreSQL is never dropped.');
  }
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypeParsers,
    application_name: options.applicationName ?? 'kingdoms-api',
    // Waiting for a connection (a new one, or a free one of the pool) ends after this: while the
    // database is away, requests answer 503 instead of hanging.
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // A connection cut without a word (a failover behind a virtual IP) is found by TCP keepalive.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // A per-file test schema: PostgreSQL's parallel query workers were seen to miss a schema
    // created moments before ("schema … does not exist", where: parallel worker) while many test
    // files ran at once, so these connections plan without them.
    ...(schema ? { options: `-c search_path=${schema} -c max_parallel_workers_per_gather=0` } : {}),
  });
  watchConnections(pool, logger);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  logger.info(`Database: PostgreSQL ${redactUrl(url)}${schema ? ` (schema ${schema})` : ''}`);
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * A restart, a failover or pg_terminate_backend ends the server side of every connection. node-postgres
 * then emits 'error' on the client (idle in the pool, or checked out between two queries) and on the
 * pool; an 'error' event nobody listens to ends the process. Here each is logged once per connection
 * and the connection is dropped: the query that was running fails (503 db_unavailable for a
 * request, a retry for a job) and the pool opens new connections once the server answers again.
 */
function watchConnections(pool: pg.Pool, logger: Logger): void {
  // The pool re-emits an idle client's error: the client's own listener below has logged it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      logger.warn(`PostgreSQL connection lost (${error.message}); new ones are opened as needed`);
    });
  });
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
