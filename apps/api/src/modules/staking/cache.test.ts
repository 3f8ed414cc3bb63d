import { describe, expect, it } from 'vitest';
import { createTtlCache } from './cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createTtlCache', () => {
  it('serves a value for ttlMs, then refreshes it while still serving the expired one', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 2000, now: () => clock });
    const compute = async () => ++computed;
    expect(await cache.get('k', compute)).toBe(1);
    clock = 1999;
    expect(await cache.get('k', compute)).toBe(1);
    expect(computed).toBe(1);
    clock = 2000;
    // Expired: this request starts the refresh and gets the expired value without waiting.
    expect(await cache.get('k', compute)).toBe(1);
    expect(computed).toBe(2);
    expect(await cache.get('k', compute)).toBe(2);
    // The refreshed value lives ttlMs from when it was computed.
    clock = 3999;
    expect(await cache.get('k', compute)).toBe(2);
    expect(computed).toBe(2);
  });

  it('runs one refresh for all the requests that find the value expired', async () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => clock });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    clock = 1000;
    const gate = deferred<string>();
    let calls = 0;
    const refresh = () => {
      calls++;
      return gate.promise;
    };
    const during = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', refresh)));
    expect(during).toEqual(Array(5).fill('old'));
    expect(calls).toBe(1);
    gate.resolve('new');
    await gate.promise;
    expect(await cache.get('k', refresh)).toBe('new');
    expect(calls).toBe(1);
  });

  it('drops the value when its refresh fails, so the next request computes and sees the failure', async () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => clock });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    clock = 1000;
    const failing = Promise.reject(new Error('db down'));
    expect(await cache.get('k', () => failing)).toBe('old');
    await failing.catch(() => undefined);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('does not store a refresh that an invalidate() overtook', async () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => clock });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    clock = 1000;
    const slow = deferred<string>();
    expect(await cache.get('k', () => slow.promise)).toBe('old');
    cache.invalidate();
    expect(await cache.get('k', async () => 'after invalidation')).toBe('after invalidation');
    slow.resolve('refreshed before invalidation');
    await slow.promise;
    expect(await cache.get('k', async () => 'other')).toBe('after invalidation');
  });

  it('keeps keys apart', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => 0 });
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('shares one computation between concurrent misses (single flight)', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, now: () => 0 });
    const gate = deferred<number>();
    let calls = 0;
    const compute = () => {
      calls++;
      return gate.promise;
    };
    const waiting = Array.from({ length: 10 }, () => cache.get('k', compute));
    gate.resolve(7);
    expect(await Promise.all(waiting)).toEqual(Array(10).fill(7));
    expect(calls).toBe(1);
  });

  it('invalidate() drops values, and a computation started before it is not stored', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, now: () => 0 });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    cache.invalidate();
    const slow = deferred<string>();
    const inFlight = cache.get('k', () => slow.promise);
    cache.invalidate();
    // A request after the invalidation does not join the older flight.
    expect(await cache.get('k', async () => 'new')).toBe('new');
    slow.resolve('stale');
    expect(await inFlight).toBe('stale');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('does not cache a failure', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, now: () => 0 });
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});
