import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { AppDatabase } from '../db/connect';
import { createLeaderLease } from './leaderLease';
import type { SchedulerClock } from './scheduler';
import { createSingletons, type SingletonLoop } from './singletons';

const FAST = { ttlMs: 1_000, renewMs: 100 };
const quiet = { info() {}, warn() {}, error() {} };

function countingLoop() {
  const state = { starts: 0, stops: 0, running: false };
  const loop: SingletonLoop = {
    start() {
      state.starts++;
      state.running = true;
    },
    async stop() {
      state.stops++;
      state.running = false;
    },
  };
  return { loop, state };
}

describe.each(testDatabases())('singletons on $name', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a loop on one instance, and on the other once the first stops', async () => {
    const instances = ['a', 'b'].map((holder) =>
      createSingletons({ db: database.db, holder, timings: FAST, logger: quiet, exclusiveDatabase: false }),
    );
    const loops = instances.map(() => countingLoop());
    instances.forEach((instance, i) => {
      instance.runWhileLeader('indexer:1', loops[i]!.loop);
    });
    await instances[0]!.start();
    await vi.waitFor(() => expect(loops[0]!.state.running).toBe(true));
    await instances[1]!.start();
    await new Promise((resolve) => setTimeout(resolve, FAST.renewMs * 3));
    expect(loops[1]!.state.starts).toBe(0);

    await instances[0]!.stop();
    expect(loops[0]!.state).toEqual({ starts: 1, stops: 1, running: false });
    await vi.waitFor(() => expect(loops[1]!.state.running).toBe(true), { timeout: 5_000 });
    await instances[1]!.stop();
    expect(loops[1]!.state).toEqual({ starts: 1, stops: 1, running: false });
  });

  it('takes a lease a previous process left at once when the database is its own (PGlite lock file)', async () => {
    const crashed = createSingletons({
      db: database.db,
      holder: 'crashed',
      timings: { ttlMs: 600_000, renewMs: 1_000 },
      logger: quiet,
      exclusiveDatabase: false,
    });
    await crashed.lease('relayer').tryAcquire();
    const restarted = createSingletons({
      db: database.db,
      holder: 'restarted',
      timings: { ttlMs: 600_000, renewMs: 1_000 },
      logger: quiet,
      exclusiveDatabase: true,
    });
    const { loop, state } = countingLoop();
    restarted.runWhileLeader('relayer', loop);
    await restarted.start();
    await vi.waitFor(() => expect(state.running).toBe(true));
    await restarted.stop();
  });

  it("runs a day's job that came due while its leader was dying, once this standby leads", async () => {
    let now = new Date('2026-11-27T23:59:59Z');
    const timers: (() => void)[] = [];
    const clock: SchedulerClock = {
      now: () => now,
      setTimeout: (callback) => timers.push(callback),
      clearTimeout() {},
    };
    // The leader's last heartbeat: it dies right before midnight.
    await createLeaderLease({
      db: database.db,
      name: 'daily:Snapshot',
      holder: 'dying',
      timings: FAST,
    }).tryAcquire();
    const standby = createSingletons({
      db: database.db,
      holder: 'standby',
      timings: FAST,
      logger: quiet,
      exclusiveDatabase: false,
      clock,
    });
    const runs: string[] = [];
    standby.daily({
      name: 'Snapshot',
      at: { hourUtc: 0, minuteUtc: 0 },
      run: async (at) => {
        runs.push(at.toISOString());
      },
    });
    await standby.start();
    expect(standby.lease('daily:Snapshot').isLeader()).toBe(false);
    now = new Date('2026-11-28T00:00:00Z');
    for (const fire of timers.splice(0)) fire();
    await vi.waitFor(() => expect(runs).toEqual(['2026-11-28T00:00:00.000Z']), { timeout: 5_000 });
    expect(standby.lease('daily:Snapshot').isLeader()).toBe(true);
    await standby.stop();
  });
});
