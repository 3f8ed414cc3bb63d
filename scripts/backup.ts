/**
 * `npm run backup [-- --out <file>]`: a backup of the PostgreSQL database at DATABASE_URL, taken
 * while the API runs (apps/api/src/db/backup.ts). Default file: backups/kingdoms-<UTC time>.dump.
 * Restore drill and retention: docs/deployment.md, "Backups".
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase } from '../apps/api/src/db/backup';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'DATABASE_URL is not set. npm run backup backs up PostgreSQL. The embedded PGlite database (the devnet) is a folder: stop the API and copy .data/ instead.',
  );
  process.exitCode = 2;
} else {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.resolve(values.out ?? path.join('backups', `kingdoms-${stamp}.dump`));
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    const result = await backupDatabase(url, file);
    console.log(
      `Backup written: ${result.file} (${(result.bytes / 1024).toFixed(1)} KiB in ${result.seconds.toFixed(1)} s)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
