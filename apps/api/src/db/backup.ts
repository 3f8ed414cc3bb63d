/**
 * Backups of the PostgreSQL database with the server's own tools (`pg_dump` / `pg_restore` from
 * Debian's postgresql-client). pg_dump reads one snapshot in a single repeatable-read transaction,
 * so a backup taken while the indexer and the workers write is consistent: every table as of one
 * moment, each indexer's cursor with exactly the rows below it. An API started on the restored
 * database goes on from those cursors. `npm run backup` / `npm run restore` (scripts/) call these.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import pg from 'pg';

export interface BackupResult {
  readonly file: string;
  readonly bytes: number;
  readonly seconds: number;
}

/**
 * The URL without its password, and the environment that gives the password to libpq: a password
 * in the command line would show in `ps` to every user of the machine.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client tool; rejects with its standard error when it fails. */
function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Writes a backup of the database at `url` to `file` (pg_dump's custom format: compressed, restorable by table). */
export async function backupDatabase(url: string, file: string): Promise<BackupResult> {
  const started = Date.now();
  const { dbname, env } = libpqConnection(url);
  await runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
  return { file, bytes: statSync(file).size, seconds: (Date.now() - started) / 1000 };
}

/** How many tables the database at `url` already has in its schema. */
async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema = current_schema()`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

export class RestoreRefusedError extends Error {}

/**
 * Restores `file` into the database at `url`, all or nothing (one transaction). A database that
 * already has tables is refused unless `replace` is set: restoring over live data by mistake is
 * the one way a restore loses data.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  options: { replace?: boolean } = {},
): Promise<{ seconds: number }> {
  const started = Date.now();
  const existing = await tableCount(url);
  if (existing > 0 && !options.replace) {
    throw new RestoreRefusedError(
      `The target database already has ${existing} tables. Restore into a new, empty database, or pass --replace to drop and replace them.`,
    );
  }
  const { dbname, env } = libpqConnection(url);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(existing > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  return { seconds: (Date.now() - started) / 1000 };
}
