import { describe, expect, it, vi } from 'vitest';
import { createPollingLoop } from './pollingWorker';

const silent = { error: vi.fn() };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createPollingLoop', () => {
  it('coalesces wakes during a run into one more run', async () => {
    const gates = [deferred(), deferred()];
    let runs = 0;
    const loop = createPollingLoop({
      runOnce: async () => {
        await gates[runs++]?.promise;
      },
      intervalMs: 60_000,
      logger: silent,
      name: 'Test',
    });
    loop.start();
    await tick();
    expect(runs).toBe(1);
    loop.wake();
    loop.wake();
    loop.wake();
    gates[0]?.resolve();
    await tick();
    expect(runs).toBe(2);
    gates[1]?.resolve();
    await loop.stop();
    expect(runs).toBe(2);
  });

  it('ignores a wake before start (a standby instance does not run the worker)', async () => {
    let runs = 0;
    const loop = createPollingLoop({
      runOnce: async () => {
        runs++;
      },
      intervalMs: 60_000,
      logger: silent,
      name: 'Test',
    });
    loop.wake();
    await tick();
    expect(runs).toBe(0);
    await loop.runOnce();
    expect(runs).toBe(1);
    loop.start();
    await tick();
    expect(runs).toBe(2);
    await loop.stop();
  });

  it('stop waits for the run in progress and ends the loop', async () => {
    const gate = deferred();
    let finished = false;
    const loop = createPollingLoop({
      runOnce: async () => {
        await gate.promise;
        finished = true;
      },
      intervalMs: 60_000,
      logger: silent,
      name: 'Test',
    });
    loop.start();
    await tick();
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    expect(loop.stopped).toBe(true);
    await tick();
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
    loop.wake();
    await tick();
    expect(finished).toBe(true);
  });

  it('logs a failed run and keeps polling on an unref timer', async () => {
    vi.useFakeTimers();
    try {
      const logger = { error: vi.fn() };
      const runOnce = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
      const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
      const loop = createPollingLoop({
        runOnce,
        intervalMs: 1000,
        logger,
        name: 'Test',
        logContext: { chainId: 7 },
      });
      loop.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(logger.error).toHaveBeenCalledWith(
        expect.objectContaining({ chainId: 7, err: expect.any(Error) }),
        'Test run failed',
      );
      const timer = setTimeoutSpy.mock.results.at(-1)?.value as NodeJS.Timeout;
      // A pending poll must not keep the process alive.
      expect(timer.hasRef()).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(runOnce).toHaveBeenCalledTimes(2);
      await loop.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(runOnce).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
