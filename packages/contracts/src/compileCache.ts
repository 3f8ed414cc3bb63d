import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Solidity compiles kept on disk by the hash of their exact standard-JSON input and the compiler's
 * version, so one run compiles the sources once (issue 38). The solc npm package is WebAssembly and
 * single-threaded: one compile of contracts/ costs 20-30 s of CPU, and `npm test` needed it three
 * times (compile.test.ts's staleness check, explorerVerify.test.ts's explorer check, scripts/compile.ts
 * before a commit). The compiler is deterministic, so an output kept for a byte-equal input and the
 * same compiler is the output a new compile would give: nothing is taken from the cache that the
 * compiler would not produce for that input. A changed source (or import, or setting) is another key.
 *
 * Two processes asking for the same input at once (Vitest runs test files in parallel workers): the
 * first takes a lock file and compiles, the others wait for its output (or for the lock to go, then
 * compile themselves: a failed compile keeps nothing).
 */

/** Under the workspace's node_modules (gone with a clean install); SOLC_CACHE_DIR moves it. */
const DEFAULT_CACHE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.cache/kingdoms-solc',
);

export function compileCacheDir(): string {
  return process.env.SOLC_CACHE_DIR ?? DEFAULT_CACHE_DIR;
}

/** How long a process waits for another's compile of the same input before it gives up. */
const LOCK_WAIT_LIMIT_MS = 10 * 60_000;
const LOCK_POLL_MS = 100;

/** What a compile keeps: the compiler's output text and its full version (`0.8.28+commit.…`). */
export interface KeptCompile {
  output: string;
  version: string;
}

/** JSON with every object's keys sorted: the same input gives the same key, however it was built. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The cache key of compiling `input` with the compiler `compilerId` (the solc package's version). */
export function compileKey(input: unknown, compilerId: string): string {
  return createHash('sha256').update(`${compilerId}\n`).update(canonicalJson(input)).digest('hex');
}

/** Blocks the thread for `ms` (the compile API is synchronous, and so is waiting for another's). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readKept(file: string): KeptCompile | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as KeptCompile;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock file, or says who holds it. */
function tryLock(lockFile: string): { taken: true } | { taken: false; holder: number | undefined } {
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return { taken: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let holder: number | undefined;
    try {
      holder = Number(readFileSync(lockFile, 'utf8')) || undefined;
    } catch {
      // released between our open and read: try again
    }
    return { taken: false, holder };
  }
}

/** Kept outputs beyond this many (the newest stay) are deleted: each edit of a source adds one (~1 MB). */
const KEPT_LIMIT = 8;

function pruneKept(dir: string): void {
  const kept = readdirSync(dir)
    .filter((name) => /^[0-9a-f]{64}\.json$/.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      try {
        return { file, modified: statSync(file).mtimeMs };
      } catch {
        return undefined; // pruned by another process meanwhile
      }
    })
    .filter((entry) => entry !== undefined)
    .sort((a, b) => b.modified - a.modified);
  for (const { file } of kept.slice(KEPT_LIMIT)) rmSync(file, { force: true });
}

/** Whether the compiler reported an error: such an output is returned but not kept. */
function failed(compiled: KeptCompile): boolean {
  const output = JSON.parse(compiled.output) as { errors?: { severity: string }[] };
  return (output.errors ?? []).some((error) => error.severity === 'error');
}

/** The kept compile of `key`, or `compile()`'s (kept unless the compiler reported errors). */
export function cachedCompile(key: string, compile: () => KeptCompile): KeptCompile {
  const dir = compileCacheDir();
  const file = path.join(dir, `${key}.json`);
  const kept = readKept(file);
  if (kept) return kept;
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, `${key}.lock`);
  const waitUntil = Date.now() + LOCK_WAIT_LIMIT_MS;
  for (;;) {
    const lock = tryLock(lockFile);
    if (lock.taken) break;
    // Another process compiles this input: its output, once written, is ours.
    const written = readKept(file);
    if (written) return written;
    // A holder killed mid-compile leaves its lock: take it over.
    if (lock.holder !== undefined && !isAlive(lock.holder)) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > waitUntil) {
      throw new Error(`Waited ${LOCK_WAIT_LIMIT_MS / 1000} s for another process's compile (${lockFile})`);
    }
    sleepSync(LOCK_POLL_MS);
  }
  try {
    // Written by the holder we waited for, just before it let go.
    const written = readKept(file);
    if (written) return written;
    const result = compile();
    if (failed(result)) return result;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(result));
    // A rename is atomic: a reader sees no file or the whole of it.
    renameSync(temporary, file);
    pruneKept(dir);
    return result;
  } finally {
    rmSync(lockFile, { force: true });
  }
}
