import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPGliteDir, testDatabases } from '../../test/databases';
import { type AppDatabase, openDatabase } from './connect';
import { DataDirLockedError } from './lock';
import { migrations } from './migrations/index';

const quietLogger = { info() {}, warn() {} };

describe.each(testDatabases())('database on $name', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('has run every registered migration', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      database.db,
    );
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('returns int8 and numeric as exact decimal strings', async () => {
    const { rows } = await sql<{ big: unknown; amount: unknown; count: unknown; small: unknown }>`
      select 9007199254740993::int8 as big,
             123456789012345678901234567890.000000000000000001::numeric as amount,
             count(*) as count,
             42::int4 as small
    `.execute(database.db);
    expect(rows[0]).toEqual({
      big: '9007199254740993',
      amount: '123456789012345678901234567890.000000000000000001',
      count: '1',
      small: 42,
    });
  });

  it('returns timestamptz as Date', async () => {
    const { rows } = await sql<{ at: unknown }>`select '2023-03-01T00:00:00Z'::timestamptz as at`.execute(
      database.db,
    );
    expect(rows[0]?.at).toEqual(new Date('2023-03-01T00:00:00Z'));
  });

  it('commits transactions and rolls back failed ones', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('subscriber').values({ email: 'tx-commit@example.com', device: 'pc' }).execute();
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('subscriber')
          .values({ email: 'tx-rollback@example.com', device: 'pc' })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const emails = await database.db
      .selectFrom('subscriber')
      .select('email')
      .where('email', 'like', 'tx-%')
      .execute();
    expect(emails.map((row) => row.email)).toEqual(['tx-commit@example.com']);
  });

  it('counts affected rows', async () => {
    const result = await database.db
      .updateTable('subscriber')
      .set({ ref: 'x' })
      .where('email', 'like', 'tx-%')
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });
});

describe('PGlite folder', () => {
  it('refuses a second opener of the same folder', async () => {
    const dir = freshPGliteDir();
    const first = await openDatabase({ kind: 'pglite', dir, reset: false }, quietLogger);
    try {
      await expect(openDatabase({ kind: 'pglite', dir, reset: false }, quietLogger)).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      await first.close();
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });

  // Initialises PGlite and runs every migration from nothing: ~15 s on a busy machine, 104 s once
  // in a loaded clean-clone run (the bound was 60 s). A bound, never a wait.
  it('DB_RESET wipes the folder and starts from empty migrated tables', async () => {
    const dir = freshPGliteDir();
    const before = await openDatabase({ kind: 'pglite', dir, reset: false }, quietLogger);
    await before.db.insertInto('subscriber').values({ email: 'old@example.com', device: 'pc' }).execute();
    await before.close();
    writeFileSync(join(dir, 'leftover.txt'), 'x');

    const warn = vi.fn();
    const after = await openDatabase({ kind: 'pglite', dir, reset: true }, { info() {}, warn });
    try {
      expect(existsSync(join(dir, 'leftover.txt'))).toBe(false);
      const rows = await after.db.selectFrom('subscriber').selectAll().execute();
      expect(rows).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('DB_RESET'));
    } finally {
      await after.close();
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  }, 240_000);
});

describe('DB_RESET with DATABASE_URL', () => {
  it('is refused with a warning before any connection is made', async () => {
    const warn = vi.fn();
    // Port 1: nothing listens, and nothing is asked of the server without migrations.
    const database = await openDatabase(
      { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none', resetRefused: true },
      { info() {}, warn },
      { migrate: false },
    );
    await database.close();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('DB_RESET is ignored because DATABASE_URL is set'),
    );
  });
});

// Registered only when TEST_DATABASE_URL names a PostgreSQL server.
describe.each(testDatabases().filter((kind) => kind.name === 'postgres'))('DB_RESET on $name', ({ open }) => {
  it('keeps the data in PostgreSQL', async () => {
    const database = await open();
    try {
      await database.db
        .insertInto('subscriber')
        .values({ email: 'keep@example.com', device: 'pc' })
        .execute();
      const warn = vi.fn();
      const reopened = await openDatabase(
        { kind: 'postgres', url: database.url!, resetRefused: true },
        { info() {}, warn },
      );
      try {
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('DB_RESET is ignored'));
        const rows = await reopened.db.selectFrom('subscriber').select('email').execute();
        expect(rows.map((row) => row.email)).toContain('keep@example.com');
      } finally {
        await reopened.close();
      }
    } finally {
      await database.close();
    }
  });
});
