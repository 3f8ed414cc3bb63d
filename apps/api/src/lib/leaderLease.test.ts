import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { AppDatabase } from '../db/connect';
import { createLeaderLease, type LeaderLease, LeaseLostError } from './leaderLease';

const FAST = { ttlMs: 1_000, renewMs: 100 };
let nextName = 0;

describe.each(testDatabases())('leader leases on $name', ({ name: engine, open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  function pair(timings = FAST): [LeaderLease, LeaderLease, string] {
    const name = `job-${nextName++}`;
    return [
      createLeaderLease({ db: database.db, name, holder: 'instance-a', timings }),
      createLeaderLease({ db: database.db, name, holder: 'instance-b', timings }),
      name,
    ];
  }

  async function expireInDatabase(name: string) {
    await sql`update job_lease set expires_at = now() - interval '1 second' where name = ${name}`.execute(
      database.db,
    );
  }

  it('gives the lease to one instance at a time, with term 1 first', async () => {
    const [a, b] = pair();
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    expect(a.term()).toBe(1n);
    expect(b.isLeader()).toBe(false);
    expect(await a.tryAcquire()).toBe(true);
    expect(a.term()).toBe(1n);
  });

  it('hands over at once when the leader stops (release), with the next term', async () => {
    const [a, b] = pair();
    const changes: boolean[] = [];
    a.onChange((leader) => changes.push(leader));
    await a.tryAcquire();
    await a.stop();
    expect(changes).toEqual([true, false]);
    expect(a.isLeader()).toBe(false);
    expect(await b.tryAcquire()).toBe(true);
    expect(b.term()).toBe(2n);
  });

  it('is taken over only once a crashed leader’s lease has expired', async () => {
    const [a, b] = pair();
    await a.tryAcquire();
    // a "crashes": it never renews again.
    expect(await b.tryAcquire()).toBe(false);
    await vi.waitFor(async () => expect(await b.tryAcquire()).toBe(true), { timeout: 5_000, interval: 100 });
    expect(b.term()).toBe(2n);
    // The crashed holder has counted itself out by then, and cannot renew.
    expect(a.isLeader()).toBe(false);
    expect(await a.tryAcquire()).toBe(false);
  });

  it('refuses a deposed leader’s write through the fencing term', async () => {
    const [a, b, name] = pair({ ttlMs: 60_000, renewMs: 1_000 });
    await a.tryAcquire();
    await database.db.transaction().execute(async (trx) => {
      expect(await a.fence(trx)).toBe(1n);
    });
    // a's clock still says it leads (e.g. it was paused), but the database moved on.
    await expireInDatabase(name);
    await b.tryAcquire();
    expect(a.isLeader()).toBe(true);
    await expect(database.db.transaction().execute((trx) => a.fence(trx))).rejects.toThrow(LeaseLostError);
    await expect(database.db.transaction().execute((trx) => b.fence(trx))).resolves.toBe(2n);
    // Its next renewal tells it so.
    const changes: boolean[] = [];
    a.onChange((leader) => changes.push(leader));
    expect(await a.tryAcquire()).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('refuses a fence when this instance does not lead', async () => {
    const [a] = pair();
    await expect(database.db.transaction().execute((trx) => a.fence(trx))).rejects.toThrow(
      'Not the leader of',
    );
  });

  it('keeps the lease past its TTL while the heartbeat runs, and a standby takes over after a crash', async () => {
    const [a, b] = pair();
    a.start();
    await vi.waitFor(() => expect(a.isLeader()).toBe(true));
    b.start();
    await new Promise((resolve) => setTimeout(resolve, FAST.ttlMs * 1.5));
    expect(a.isLeader()).toBe(true);
    expect(b.isLeader()).toBe(false);
    // a hands over to c (which b's next try may beat), and c crashes: it never renews.
    const crashed = createLeaderLease({ db: database.db, name: a.name, holder: 'instance-c', timings: FAST });
    await a.stop();
    await crashed.tryAcquire();
    await vi.waitFor(() => expect(b.isLeader()).toBe(true), { timeout: 5_000 });
    await b.stop();
  });

  it.skipIf(engine === 'pglite')(
    'makes a takeover wait until a fenced transaction ends (PostgreSQL: PGlite has one connection)',
    async () => {
      const [a, b] = pair();
      await a.tryAcquire();
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let fenced!: () => void;
      const inside = new Promise<void>((resolve) => {
        fenced = resolve;
      });
      const write = database.db.transaction().execute(async (trx) => {
        await a.fence(trx);
        fenced();
        await held;
      });
      await inside;
      // The lease expires while the fenced write is still open.
      await new Promise((resolve) => setTimeout(resolve, FAST.ttlMs * 1.2));
      let tookOver = false;
      const takeover = b.tryAcquire().then((won) => {
        tookOver = won;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(tookOver).toBe(false);
      release();
      await write;
      await takeover;
      expect(tookOver).toBe(true);
    },
  );
});
