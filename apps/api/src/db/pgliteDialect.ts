import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

const ROW_COUNTING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * A Kysely dialect for PGlite 0.5. PGlite is ONE connection, so the driver hands it out to one
 * user at a time: a Kysely transaction owns it until commit. Inside `db.transaction()` use the
 * `trx` handle only — a query on the outer `db` would wait for the transaction forever.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own Dialect interface takes Kysely<any> here.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  /** Resolves when the current holder releases the connection. */
  #released: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#released;
    let release!: () => void;
    this.#released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : undefined,
      settings.accessMode,
    ].filter(Boolean);
    await (connection as PGliteConnection).run(modes.length ? `begin ${modes.join(', ')}` : 'begin');
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).run('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).run('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  /** The PGlite instance belongs to whoever created it; they close it (after the lock). */
  async destroy(): Promise<void> {}
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async run(sql: string): Promise<void> {
    await this.pglite.query(sql);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters], { rowMode: 'object' });
    const counts = result.command !== undefined && ROW_COUNTING_COMMANDS.has(result.command);
    return {
      rows: result.rows,
      ...(counts ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors over its wire; read the whole result and hand it out in chunks.
    const { rows } = await this.executeQuery<R>(compiled);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}
