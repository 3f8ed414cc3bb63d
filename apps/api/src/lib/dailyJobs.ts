import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type LeaderLease, LeaseLostError } from './leaderLease';
import { type DailyTime, nextDailyRun } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a scheduled run is for. */
export function runDay(scheduledFor: Date): string {
  return scheduledFor.toISOString().slice(0, 10);
}

/** The latest time at `time` UTC at or before `now`. */
export function lastDailyRun(now: Date, time: DailyTime): Date {
  return new Date(nextDailyRun(new Date(now.getTime() - DAY_MS), time).getTime());
}

export type DailyRunOutcome = 'ran' | 'finished-before' | 'not-leader' | 'running-here';

/**
 * Runs one day's job at most once across instances and restarts: only the lease's leader runs
 * it; a daily_job_run row (job, day) records the run, and its end. A run left unfinished by a
 * leader that died is run again by the next leader (jobs are written to be idempotent per day:
 * the reward snapshot and the kingdom moves key their writes by day); a finished one never is.
 */
export async function runDailyJobOnce(options: {
  db: Kysely<Database>;
  lease: LeaderLease;
  job: string;
  scheduledFor: Date;
  run: (scheduledFor: Date) => Promise<void>;
}): Promise<DailyRunOutcome> {
  const { db, lease, job, scheduledFor } = options;
  if (!lease.isLeader()) return 'not-leader';
  const day = runDay(scheduledFor);
  let claimed: bigint;
  try {
    const claim = await db.transaction().execute(async (trx) => {
      const term = await lease.fence(trx);
      const row = await trx
        .selectFrom('daily_job_run')
        .selectAll()
        .where('job', '=', job)
        .where('day', '=', day)
        .forUpdate()
        .executeTakeFirst();
      if (row?.finished_at) return 'finished-before' as const;
      if (row && row.holder === lease.holder && BigInt(row.term) === term) return 'running-here' as const;
      if (row) {
        await trx
          .updateTable('daily_job_run')
          .set((eb) => ({
            holder: lease.holder,
            term: String(term),
            attempts: eb('attempts', '+', 1),
            started_at: new Date(),
          }))
          .where('job', '=', job)
          .where('day', '=', day)
          .execute();
      } else {
        await trx
          .insertInto('daily_job_run')
          .values({ job, day, holder: lease.holder, term: String(term) })
          .execute();
      }
      return term;
    });
    if (typeof claim === 'string') return claim;
    claimed = claim;
  } catch (error) {
    if (error instanceof LeaseLostError) return 'not-leader';
    throw error;
  }

  await options.run(scheduledFor);

  await db.transaction().execute(async (trx) => {
    // A leader deposed during the run leaves the row to the next one (which runs it again).
    await lease.fence(trx);
    await trx
      .updateTable('daily_job_run')
      .set({ finished_at: new Date() })
      .where('job', '=', job)
      .where('day', '=', day)
      .where('term', '=', String(claimed))
      .execute();
  });
  return 'ran';
}

/**
 * The last due day of a daily job when its run was claimed but never finished (its leader died
 * midway): a new leader runs it at once. A day nobody claimed is not run late here; the
 * instance whose timer fired while it was a standby does that (lib/singletons.ts).
 */
export async function unfinishedRun(
  db: Kysely<Database>,
  job: string,
  time: DailyTime,
  now: Date,
): Promise<Date | undefined> {
  const due = lastDailyRun(now, time);
  const row = await db
    .selectFrom('daily_job_run')
    .select(['finished_at'])
    .where('job', '=', job)
    .where('day', '=', runDay(due))
    .executeTakeFirst();
  return row && !row.finished_at ? due : undefined;
}
