import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVBAR_SCROLL_THROTTLE_MS } from '../config/uiConstants';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec navbar scroll throttle of 66 ms', () => {
    expect(NAVBAR_SCROLL_THROTTLE_MS).toBe(66);
  });

  it('runs the first call at once and the last call of a burst at the end of the window', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 66);

    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);

    vi.advanceTimersByTime(65);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });

  it('runs at most once per window during a steady stream of calls', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 66);
    for (let elapsed = 0; elapsed < 660; elapsed += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(9);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('runs again at once after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 66);
    throttled();
    vi.advanceTimersByTime(200);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 66);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
