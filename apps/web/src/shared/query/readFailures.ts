import type { Query, QueryClient } from '@tanstack/react-query';
import { isTransientFailure } from '../errors/describeError';
import {
  NO_READ_FAILURES,
  publishReadFailures,
  READ_RETRY_DELAYS_MS,
  setReadRetry,
} from './readFailureStore';

/**
 * Watches the page's query cache for reads that failed on the way and tries them again (the rule
 * is in readFailureStore.ts). Lives in the query cache's chunk: the shell's notice reads only the
 * store, so marketing pages load neither this nor TanStack Query.
 */

/** A read on screen whose last try failed on the way. */
function failedOnTheWay(query: Query): boolean {
  return query.state.status === 'error' && query.isActive() && isTransientFailure(query.state.error);
}

export interface ReadFailureTimers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: ReadFailureTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Watches `client`'s cache: publishes how many reads on screen failed on the way and tries them
 * again after READ_RETRY_DELAYS_MS (from the start once every read answers again). Returns the
 * function that stops watching.
 */
export function watchReadFailures(client: QueryClient, timers: ReadFailureTimers = realTimers): () => void {
  const cache = client.getQueryCache();
  // The failed reads until they answer: a read being tried again is no longer 'error' (TanStack
  // Query sets a read that never answered back to 'pending'), yet it is still one that failed.
  const failed = new Set<Query>();
  let attempt = 0;
  let timer: unknown = null;
  let nextRetryAt: number | null = null;

  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    nextRetryAt = null;
  };
  const retry = () => {
    cancel();
    attempt += 1;
    // Only the reads that failed: the others are fresh and need no request.
    void client.refetchQueries({ predicate: (query) => failed.has(query) }).finally(update);
    update();
  };
  const update = () => {
    for (const query of failed) {
      if (query.state.status === 'success') attempt = 0;
      if (query.state.status === 'success' || !query.isActive() || !cache.get(query.queryHash)) {
        failed.delete(query);
      }
    }
    for (const query of cache.findAll({ predicate: failedOnTheWay })) failed.add(query);
    if (failed.size === 0) {
      attempt = 0;
      cancel();
    } else if (timer === null && ![...failed].some(isFetching)) {
      const delay = READ_RETRY_DELAYS_MS[Math.min(attempt, READ_RETRY_DELAYS_MS.length - 1)] as number;
      nextRetryAt = timers.now() + delay;
      timer = timers.setTimeout(retry, delay);
    }
    publishReadFailures(failed.size === 0 ? NO_READ_FAILURES : { failing: failed.size, nextRetryAt });
  };

  setReadRetry(retry);
  const unsubscribe = cache.subscribe(update);
  update();
  return () => {
    unsubscribe();
    cancel();
    setReadRetry(() => {});
    publishReadFailures(NO_READ_FAILURES);
  };
}

const isFetching = (query: Query) => query.state.fetchStatus === 'fetching';
