/**
 * `npm run restore -- <file> [--replace]`: restores a backup of `npm run backup` into the
 * PostgreSQL database at DATABASE_URL (apps/api/src/db/backup.ts), all or nothing. A database
 * with tables is refused unless --replace is given. Then start the API on it: it migrates a
 * backup older than the code, and each indexer goes on from its cursor.
 */
import { parseArgs } from 'node:util';
import { RestoreRefusedError, restoreDatabase } from '../apps/api/src/db/backup';

const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const url = process.env.DATABASE_URL;
const file = positionals[0];
if (!url || !file) {
  console.error('Usage: DATABASE_URL=postgres://… npm run restore -- <backup file> [--replace]');
  process.exitCode = 2;
} else {
  try {
    const result = await restoreDatabase(url, file, { replace: values.replace });
    console.log(
      `Restored ${file} in ${result.seconds.toFixed(1)} s. Start the API on this database to go on.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof RestoreRefusedError ? 3 : 1;
  }
}
