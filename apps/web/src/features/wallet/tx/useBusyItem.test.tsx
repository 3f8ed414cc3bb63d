import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBusyItem } from './useBusyItem';

/** A promise the test settles by hand: the action "in the wallet" until then. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useBusyItem (which card’s action is running)', () => {
  it("marks the running item's key and clears it when its action settles, passing the result on", async () => {
    const { result } = renderHook(() => useBusyItem<number>());
    const action = pending<string>();
    let outcome: Promise<string | undefined> | undefined;
    act(() => {
      outcome = result.current.run(7, () => action.promise);
    });
    expect(result.current.active).toBe(7);
    await act(async () => action.resolve('sent'));
    expect(await outcome).toBe('sent');
    expect(result.current.active).toBeNull();
  });

  it("refuses a second run while one is busy, even within the same render (another card's click, a double click)", async () => {
    const { result } = renderHook(() => useBusyItem<string>());
    const first = pending<void>();
    const second = vi.fn(async () => 'second');
    let refused: Promise<string | undefined> | undefined;
    act(() => {
      void result.current.run('a', () => first.promise);
      // Same render: the state still says nothing is busy; the guard must not.
      refused = result.current.run('b', second);
    });
    expect(await refused).toBeUndefined();
    expect(second).not.toHaveBeenCalled();
    expect(result.current.active).toBe('a');
    await act(async () => first.resolve());
    expect(result.current.active).toBeNull();

    // Once settled, the next run goes.
    await act(async () => {
      expect(await result.current.run('b', second)).toBe('second');
    });
    expect(second).toHaveBeenCalledOnce();
  });

  it('a failing action frees the item and its error reaches the caller', async () => {
    const { result } = renderHook(() => useBusyItem<number>());
    const action = pending<void>();
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.run(1, () => action.promise).catch((error: unknown) => error);
    });
    await act(async () => action.reject(new Error('refused')));
    expect(await outcome).toEqual(new Error('refused'));
    expect(result.current.active).toBeNull();
    await act(async () => {
      expect(await result.current.run(2, async () => 'again')).toBe('again');
    });
  });
});
