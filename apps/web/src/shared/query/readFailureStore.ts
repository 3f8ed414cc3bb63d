/**
 * Issue 29: a page's reads fail when the API or an RPC provider is down, slow or rate limiting.
 * The page then shows nothing for those figures (never a guess such as 0), the shell says that
 * some figures could not be loaded, and the failed reads are tried again by themselves, with a
 * growing pause, until they answer: the figures then appear without a reload. The count lives in
 * a plain store so the shell's notice can read it without loading TanStack Query.
 */
export interface ReadFailures {
  /** Reads on screen whose last try failed on the way (see isTransientFailure). */
  readonly failing: number;
  /** When the next automatic try starts (ms since epoch), or null when none is planned. */
  readonly nextRetryAt: number | null;
}

/** Pauses before each automatic try of the failed reads; the last one repeats. */
export const READ_RETRY_DELAYS_MS = [3_000, 6_000, 12_000, 30_000, 60_000] as const;

export const NO_READ_FAILURES: ReadFailures = { failing: 0, nextRetryAt: null };
let snapshot: ReadFailures = NO_READ_FAILURES;
const listeners = new Set<() => void>();
let retryNow: () => void = () => {};

/** What the watcher (readFailures.ts) tries at once when asked. */
export function setReadRetry(run: () => void): void {
  retryNow = run;
}

/** The watcher (readFailures.ts) publishes its count here. */
export function publishReadFailures(next: ReadFailures): void {
  if (next.failing === snapshot.failing && next.nextRetryAt === snapshot.nextRetryAt) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

/** No failed reads and no watcher, as on a new page. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetReadFailures(): void {
  retryNow = () => {};
  publishReadFailures(NO_READ_FAILURES);
}

export const readFailureStore = {
  getSnapshot: (): ReadFailures => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tries the failed reads again at once (the notice's button). */
  retryNow: (): void => retryNow(),
};
