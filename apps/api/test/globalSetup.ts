import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../../scripts/lib/throwawayDatabase';
import { openDatabase } from '../src/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, for a test of the folder itself (freshPGliteDir copies it). */
    pgliteTemplateDir: string;
    /**
     * The same data folder as a tar file (PGlite's dumpDataDir): test files load it into an
     * in-memory PGlite, with no folder to copy, write to and delete.
     */
    pgliteTemplateTar: string;
    /**
     * A migrated database on the PostgreSQL server of TEST_DATABASE_URL ('' without one); test
     * files clone it (`create database … template …`) instead of migrating their own.
     */
    postgresTemplate: string;
  }
}

const quietLogger = { info() {}, warn() {} };

/**
 * Migrates one database of each kind per run (PGlite ~5 s, PostgreSQL ~0.5 s, at the same time),
 * which every test file then copies (apps/api/test/databases.ts).
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'kingdoms-api-template-'));
  const dir = join(root, 'pgdata');
  const tar = join(root, 'pgdata.tar');
  const url = process.env.TEST_DATABASE_URL;
  let template: ThrowawayDatabase | undefined;
  const migratePGlite = async () => {
    const database = await openDatabase({ kind: 'pglite', dir, reset: false }, quietLogger);
    await database.close();
    const pglite = await PGlite.create(dir);
    try {
      // Checkpointed first: a copy then boots with no WAL to replay.
      await pglite.exec('checkpoint');
      const dump = await pglite.dumpDataDir('none');
      writeFileSync(tar, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  };
  const migratePostgres = async () => {
    if (!url) return;
    // A name of its own per run: other runs (other checkouts, CI) may share the server.
    template = await createThrowawayDatabase(url, 'kingdoms_api_template');
    const database = await openDatabase(
      { kind: 'postgres', url: template.url, resetRefused: false },
      quietLogger,
    );
    // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
    await database.close();
  };
  const teardown = async () => {
    rmSync(root, { recursive: true, force: true });
    await template?.drop();
  };
  const results = await Promise.allSettled([migratePGlite(), migratePostgres()]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  project.provide('pgliteTemplateDir', dir);
  project.provide('pgliteTemplateTar', tar);
  project.provide('postgresTemplate', template?.name ?? '');
  return teardown;
}
