import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { markBusyWhileFetching } from './busyMark';

/** A promise with its resolve, to answer a read when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Until `check` holds, each step a task later (the mark comes off after two tasks). */
async function until(check: () => boolean): Promise<void> {
  for (let step = 0; step < 50 && !check(); step++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('markBusyWhileFetching', () => {
  it('marks the root while a read is in flight, and a read started by its answer keeps it marked', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const root = document.createElement('html');
    stop = markBusyWhileFetching(client, root);
    expect(root.dataset.busy).toBeUndefined();
    // Every change of the mark, in order.
    const changes: (string | null)[] = [];
    const watcher = new MutationObserver((records) => {
      for (const _ of records) changes.push(root.getAttribute('data-busy'));
    });
    watcher.observe(root, { attributes: true, attributeFilter: ['data-busy'] });

    const first = deferred<number>();
    const second = deferred<number>();
    const observer = new QueryObserver(client, { queryKey: ['first'], queryFn: () => first.promise });
    const unsubscribe = observer.subscribe((result) => {
      // A dependent read, started as a component would on the first read's answer.
      if (result.isSuccess) void client.fetchQuery({ queryKey: ['second'], queryFn: () => second.promise });
    });
    expect(root.dataset.busy).toBe('true');

    first.resolve(1);
    await until(() => client.isFetching() === 1 && client.getQueryData(['first']) === 1);
    // Between the two reads the mark stayed on.
    expect(root.dataset.busy).toBe('true');

    second.resolve(2);
    await until(() => root.dataset.busy === undefined);
    expect(client.isFetching()).toBe(0);
    await Promise.resolve();
    // On once, off once: never off between the read and the one its answer started.
    expect(changes).toEqual(['true', null]);
    watcher.disconnect();
    unsubscribe();
  });

  it('marks the root while a write is in flight', async () => {
    const client = new QueryClient();
    const root = document.createElement('html');
    stop = markBusyWhileFetching(client, root);
    const answer = deferred<string>();
    const write = client
      .getMutationCache()
      .build(client, { mutationFn: () => answer.promise })
      .execute(undefined);
    expect(root.dataset.busy).toBe('true');
    answer.resolve('done');
    await write;
    await until(() => root.dataset.busy === undefined);
  });

  it('takes the mark off when it stops watching', () => {
    const client = new QueryClient();
    const root = document.createElement('html');
    const stopWatching = markBusyWhileFetching(client, root);
    void client.fetchQuery({ queryKey: ['pending'], queryFn: () => new Promise(() => {}) });
    expect(root.dataset.busy).toBe('true');
    stopWatching();
    expect(root.dataset.busy).toBeUndefined();
  });
});
