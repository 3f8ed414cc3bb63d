import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Inside the PGlite data folder; Postgres ignores files it does not know. */
export const LOCK_FILE_NAME = 'kingdoms-api.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holderPid: number,
  ) {
    super(
      `PGlite data folder ${dir} is in use by process ${holderPid}. ` +
        'PGlite allows one process per folder: stop that process or set PGLITE_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The pid of the live process holding the folder's lock, or undefined when the folder is free
 * (no lock, or one left by a process that died). This process counts when it holds the lock.
 */
export function liveLockHolder(dir: string): number | undefined {
  const holder = Number.parseInt(readHolder(join(dir, LOCK_FILE_NAME)), 10);
  return Number.isInteger(holder) && holder > 0 && isAlive(holder) ? holder : undefined;
}

/**
 * Takes the folder for this process, or throws DataDirLockedError naming the live holder.
 * A lock left by a process that died is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => releaseIfOurs(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // The same process counts as a holder too: PGlite must be opened once per process.
    const holder = liveLockHolder(dir);
    if (holder !== undefined) throw new DataDirLockedError(dir, holder);
    removeQuietly(path);
  }
  throw new Error(`Could not take the lock ${path}: it keeps reappearing.`);
}

function readHolder(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function releaseIfOurs(path: string): void {
  if (readHolder(path) === String(process.pid)) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
