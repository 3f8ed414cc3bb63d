import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { AppDatabase } from '../db/connect';
import { lastDailyRun, runDailyJobOnce, runDay, unfinishedRun } from './dailyJobs';
import { createLeaderLease } from './leaderLease';

const MIDNIGHT = { hourUtc: 0, minuteUtc: 0 };
const SLOW = { ttlMs: 60_000, renewMs: 1_000 };

describe('lastDailyRun and runDay', () => {
  it.each([
    ['2026-11-28T10:00:00Z', '2026-11-28T00:00:00.000Z'],
    ['2026-11-28T00:00:00Z', '2026-11-28T00:00:00.000Z'],
    ['2026-11-27T23:59:59Z', '2026-11-27T00:00:00.000Z'],
  ])('at %s the last midnight run was %s', (now, last) => {
    expect(lastDailyRun(new Date(now), MIDNIGHT).toISOString()).toBe(last);
  });

  it('names the UTC day', () => {
    expect(runDay(new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-28');
  });
});

describe.each(testDatabases())('daily jobs across instances on $name', ({ open }) => {
  let database: AppDatabase;
  let jobNumber = 0;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  const leaseOf = (job: string, holder: string) =>
    createLeaderLease({ db: database.db, name: `daily:${job}`, holder, timings: SLOW });

  it("runs a day's job once: on the leader only, and never again once finished", async () => {
    const job = `job-${jobNumber++}`;
    const a = leaseOf(job, 'a');
    const b = leaseOf(job, 'b');
    await a.tryAcquire();
    await b.tryAcquire();
    const scheduledFor = new Date('2026-11-28T00:00:00Z');
    const runs: string[] = [];
    const run = async (at: Date) => {
      runs.push(at.toISOString());
    };
    expect(await runDailyJobOnce({ db: database.db, lease: b, job, scheduledFor, run })).toBe('not-leader');
    expect(await runDailyJobOnce({ db: database.db, lease: a, job, scheduledFor, run })).toBe('ran');
    expect(await runDailyJobOnce({ db: database.db, lease: a, job, scheduledFor, run })).toBe(
      'finished-before',
    );
    expect(runs).toEqual(['2026-11-28T00:00:00.000Z']);
    // The next day runs again.
    const nextDay = new Date('2026-11-29T00:00:00Z');
    expect(await runDailyJobOnce({ db: database.db, lease: a, job, scheduledFor: nextDay, run })).toBe('ran');
  });

  it('finishes on the next leader a run whose leader died midway, and a restarted leader does not run it again', async () => {
    const job = `job-${jobNumber++}`;
    const scheduledFor = new Date('2026-11-28T00:00:00Z');
    const a = leaseOf(job, 'a');
    await a.tryAcquire();
    // a dies in the middle of the run: the row is claimed, never finished.
    await expect(
      runDailyJobOnce({
        db: database.db,
        lease: a,
        job,
        scheduledFor,
        run: () => Promise.reject(new Error('killed')),
      }),
    ).rejects.toThrow('killed');
    await sql`update job_lease set expires_at = now() where name = ${`daily:${job}`}`.execute(database.db);

    const b = leaseOf(job, 'b');
    await b.tryAcquire();
    const now = new Date('2026-11-28T09:00:00Z');
    expect(await unfinishedRun(database.db, job, MIDNIGHT, now)).toEqual(scheduledFor);
    const runs: string[] = [];
    const outcome = await runDailyJobOnce({
      db: database.db,
      lease: b,
      job,
      scheduledFor,
      run: async (at) => {
        runs.push(at.toISOString());
      },
    });
    expect(outcome).toBe('ran');
    expect(runs).toEqual([scheduledFor.toISOString()]);
    const row = await database.db
      .selectFrom('daily_job_run')
      .selectAll()
      .where('job', '=', job)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ holder: 'b', term: '2', attempts: 2 });
    expect(row.finished_at).not.toBeNull();

    // a comes back as a new process and later leads again: nothing to catch up, nothing to rerun.
    await b.stop();
    const restarted = leaseOf(job, 'a-restarted');
    await restarted.tryAcquire();
    expect(await unfinishedRun(database.db, job, MIDNIGHT, now)).toBeUndefined();
    expect(
      await runDailyJobOnce({ db: database.db, lease: restarted, job, scheduledFor, run: async () => {} }),
    ).toBe('finished-before');
  });

  it('names no day to finish when the day was never claimed', async () => {
    const job = `job-${jobNumber++}`;
    expect(await unfinishedRun(database.db, job, MIDNIGHT, new Date('2026-11-28T00:30:00Z'))).toBeUndefined();
  });
});
