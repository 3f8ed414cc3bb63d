import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder; test files copy it instead of initialising their own. */
    pgliteTemplateDir: string;
  }
}

const quietLogger = { info() {}, warn() {} };

/** Initialises and migrates one PGlite folder per run (the slow part: ~5 s). */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'kingdoms-api-template-'));
  const dir = join(root, 'pgdata');
  const database = await openDatabase({ kind: 'pglite', dir, reset: false }, quietLogger);
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  return () => rmSync(root, { recursive: true, force: true });
}
