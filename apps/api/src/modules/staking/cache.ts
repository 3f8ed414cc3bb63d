/**
 * A small in-process cache for computed read models: entries live `ttlMs`, concurrent misses of a
 * key share one computation (single flight), and invalidate() drops everything at once. A
 * computation that started before an invalidate() still answers the callers already waiting for
 * it but is not stored, so no request that arrives after the invalidation sees older figures.
 *
 * An expired value is refreshed in the background: the first request after expiry starts the
 * computation and, like the requests during it, still gets the expired value. So no request waits
 * for a recomputation that only the clock asked for, however long it takes with large tables (the
 * tail latency of the pledging reads), and a value is never older than `ttlMs` plus one
 * computation. The TTL is what other API processes rely on to see what this process's indexer
 * applied; the indexer's own process invalidates at once.
 */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export interface TtlCacheOptions {
  readonly ttlMs: number;
  /** The clock (ms); tests pass a fake one. */
  readonly now?: () => number;
}

interface Entry<T> {
  readonly value: Promise<T>;
  /** Undefined while the computation runs. */
  expiresAt: number | undefined;
  /** Set while an expired value's replacement is computed. */
  refreshing: boolean;
}

export function createTtlCache<T>({ ttlMs, now = Date.now }: TtlCacheOptions): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();

  function store(key: string, value: Promise<T>): Promise<T> {
    const entry: Entry<T> = { value, expiresAt: undefined, refreshing: false };
    entries.set(key, entry);
    value.then(
      () => {
        // Still the stored entry: no invalidate() happened while it was computed.
        if (entries.get(key) === entry) entry.expiresAt = now() + ttlMs;
      },
      () => {
        // A failure is not cached: the next request tries again.
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  return {
    get(key, compute) {
      const cached = entries.get(key);
      if (!cached) return store(key, compute());
      if (cached.expiresAt === undefined || cached.expiresAt > now() || cached.refreshing)
        return cached.value;
      cached.refreshing = true;
      const next = compute();
      next.then(
        () => {
          // Still the stored entry: no invalidate() happened while the replacement was computed.
          if (entries.get(key) === cached) store(key, next);
        },
        () => {
          // A failed refresh is not retried behind the callers' backs: the next request
          // computes afresh (and sees the failure if it persists).
          if (entries.get(key) === cached) entries.delete(key);
        },
      );
      return cached.value;
    },
    invalidate() {
      entries.clear();
    },
  };
}
