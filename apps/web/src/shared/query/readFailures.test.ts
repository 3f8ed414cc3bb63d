import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { HttpRequestError } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiHttpError, ApiNetworkError } from '../api/client';
import { isTransientFailure } from '../errors/describeError';
import { READ_RETRY_DELAYS_MS, readFailureStore } from './readFailureStore';
import { type ReadFailureTimers, watchReadFailures } from './readFailures';

/** Timers the test runs by hand: each planned try and its pause. */
function manualTimers() {
  let clock = 1_000_000;
  const planned: { run: () => void; ms: number; at: number }[] = [];
  const timers: ReadFailureTimers = {
    now: () => clock,
    setTimeout: (run, ms) => {
      const entry = { run, ms, at: clock + ms };
      planned.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      const index = planned.indexOf(handle as (typeof planned)[number]);
      if (index >= 0) planned.splice(index, 1);
    },
  };
  return {
    timers,
    planned,
    /** Runs the next planned try, as if its pause had passed. */
    fireNext() {
      const next = planned.shift();
      if (!next) throw new Error('no try planned');
      clock = next.at;
      next.run();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A query on screen (observed) whose answers come from `answers` in turn. */
function observedRead(client: QueryClient, key: string, answers: (() => number)[]) {
  let call = 0;
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: async () => {
      const answer = answers[Math.min(call, answers.length - 1)] as () => number;
      call += 1;
      return answer();
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe, calls: () => call };
}

const offline = () => {
  throw new ApiNetworkError('http://api/stat/x', { cause: new TypeError('fetch failed') });
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('isTransientFailure', () => {
  it('is true for failures on the way: offline, 429, 5xx, an RPC provider failing', () => {
    expect(isTransientFailure(new ApiNetworkError('u', { cause: null }))).toBe(true);
    expect(isTransientFailure(new ApiHttpError('u', 429, null))).toBe(true);
    expect(isTransientFailure(new ApiHttpError('u', 503, null))).toBe(true);
    const rpc = new HttpRequestError({ url: 'http://rpc', status: 500 });
    expect(isTransientFailure(new Error('read failed', { cause: rpc }))).toBe(true);
  });

  it('is false for what the request itself got wrong or was refused', () => {
    expect(isTransientFailure(new ApiHttpError('u', 400, null))).toBe(false);
    expect(isTransientFailure(new ApiHttpError('u', 401, null))).toBe(false);
    expect(isTransientFailure(new Error('execution reverted'))).toBe(false);
  });
});

describe('watchReadFailures', () => {
  it('counts a failed read on screen, tries it again after the first pause, and clears once it answers', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const manual = manualTimers();
    stop = watchReadFailures(client, manual.timers);
    const read = observedRead(client, 'dashboard', [offline, () => 42]);
    await settle();

    expect(readFailureStore.getSnapshot().failing).toBe(1);
    expect(manual.planned.map((entry) => entry.ms)).toEqual([READ_RETRY_DELAYS_MS[0]]);
    expect(readFailureStore.getSnapshot().nextRetryAt).toBe(manual.planned[0]?.at);

    manual.fireNext();
    await settle();
    expect(read.calls()).toBe(2);
    expect(read.observer.getCurrentResult().data).toBe(42);
    expect(readFailureStore.getSnapshot()).toEqual({ failing: 0, nextRetryAt: null });
    expect(manual.planned).toEqual([]);
    read.unsubscribe();
  });

  it('waits longer after each failed try, and starts from the first pause after a success', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const manual = manualTimers();
    stop = watchReadFailures(client, manual.timers);
    const read = observedRead(client, 'balance', [offline, offline, offline, () => 7, offline]);
    await settle();
    const pauses: number[] = [];
    for (let tries = 0; tries < 3; tries++) {
      pauses.push(manual.planned[0]?.ms ?? -1);
      manual.fireNext();
      await settle();
    }
    expect(pauses).toEqual(READ_RETRY_DELAYS_MS.slice(0, 3));
    expect(readFailureStore.getSnapshot().failing).toBe(0);

    await read.observer.refetch();
    await settle();
    expect(readFailureStore.getSnapshot().failing).toBe(1);
    expect(manual.planned.map((entry) => entry.ms)).toEqual([READ_RETRY_DELAYS_MS[0]]);
    read.unsubscribe();
  });

  it('ignores refusals and reads no longer on screen; the button tries at once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const manual = manualTimers();
    stop = watchReadFailures(client, manual.timers);
    const refused = observedRead(client, 'refused', [
      () => {
        throw new ApiHttpError('u', 400, null);
      },
    ]);
    const gone = observedRead(client, 'gone', [offline]);
    await settle();
    expect(readFailureStore.getSnapshot().failing).toBe(1);
    gone.unsubscribe();
    await settle();
    expect(readFailureStore.getSnapshot().failing).toBe(0);
    expect(manual.planned).toEqual([]);

    const flaky = observedRead(client, 'flaky', [offline, () => 1]);
    await settle();
    expect(readFailureStore.getSnapshot().failing).toBe(1);
    readFailureStore.retryNow();
    await settle();
    expect(flaky.calls()).toBe(2);
    expect(readFailureStore.getSnapshot().failing).toBe(0);
    refused.unsubscribe();
    flaky.unsubscribe();
  });
});
