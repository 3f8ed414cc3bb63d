/**
 * A small in-process cache for computed read models: entries live `ttlMs`, concurrent misses of a
 * key share one computation (single flight), and invalidate() drops everything at once. A
 * computation that started before an invalidate() still answers the callers already waiting for
 * it but is not stored, so no request that arrives after the invalidation sees older figures.
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
}

export function createTtlCache<T>({ ttlMs, now = Date.now }: TtlCacheOptions): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();

  return {
    get(key, compute) {
      const cached = entries.get(key);
      if (cached && (cached.expiresAt === undefined || cached.expiresAt > now())) return cached.value;

      const value = compute();
      const entry: Entry<T> = { value, expiresAt: undefined };
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
    },
    invalidate() {
      entries.clear();
    },
  };
}
