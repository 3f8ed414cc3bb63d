import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { runDailyJobOnce, unfinishedRun } from './dailyJobs';
import { createLeaderLease, type LeaderLease, type LeaseLogger, type LeaseTimings } from './leaderLease';
import { type DailySchedule, type DailyTime, type SchedulerClock, scheduleDaily } from './scheduler';

/** Something that runs in the background of one instance at a time. */
export interface SingletonLoop {
  start(): void;
  stop(): Promise<void>;
  /** When its work last ended well here (ms since the epoch), if it says. */
  lastSuccessAt?(): number | undefined;
}

/** One singleton job as this instance sees it (for /metrics). */
export interface SingletonReport {
  readonly job: string;
  /** This instance holds the job's lease now. */
  readonly leader: boolean;
  /** The fencing term it holds it with (undefined when it does not lead). */
  readonly term: bigint | undefined;
  /** When its loop last ended well on this instance (undefined: never, or not a loop). */
  readonly lastSuccessAt: number | undefined;
}

export interface SingletonDailyJob {
  readonly name: string;
  readonly at: DailyTime;
  run(scheduledFor: Date): Promise<void>;
}

/**
 * This instance's share of the singleton jobs: each loop (a chain's indexer, a signer's worker)
 * runs only while this instance holds its lease, and each daily job runs once a day on the
 * leader of its lease (lib/dailyJobs.ts). See docs/deployment.md for the topology.
 */
export interface Singletons {
  /** The lease of `name` (one per name in this process). */
  lease(name: string): LeaderLease;
  /** Starts `loop` whenever this instance becomes the leader of `name`, stops it when it is not. */
  runWhileLeader(name: string, loop: SingletonLoop): void;
  /** Runs `job` once a day at its time, on the leader of `daily:<name>`. */
  daily(job: SingletonDailyJob): void;
  /** The leases this instance leads now, with their fencing terms (for /readyz). */
  led(): { job: string; term: bigint }[];
  /** Every lease of this instance, led or not (for /metrics). */
  report(): SingletonReport[];
  /** Tries every lease once, then starts their heartbeats (call once everything is registered). */
  start(): Promise<void>;
  /** Stops the loops, releases the leases (a standby takes over at its next try). */
  stop(): Promise<void>;
}

export interface SingletonsOptions {
  readonly db: Kysely<Database>;
  readonly holder: string;
  readonly timings: LeaseTimings;
  readonly logger: LeaseLogger & { error(object: object, message: string): void };
  /**
   * The database belongs to this process alone (PGlite's lock file): leases a previous process
   * left are taken at once instead of after their TTL (a restart does not wait).
   */
  readonly exclusiveDatabase: boolean;
  /** The daily jobs' clock (tests drive days forward). */
  readonly clock?: SchedulerClock;
}

export function createSingletons(options: SingletonsOptions): Singletons {
  const { db, holder, logger } = options;
  const leases = new Map<string, LeaderLease>();
  const loops: { lease: LeaderLease; loop: SingletonLoop; running: boolean }[] = [];
  const schedules: DailySchedule[] = [];
  let running: Promise<unknown> = Promise.resolve();

  function lease(name: string): LeaderLease {
    let existing = leases.get(name);
    if (!existing) {
      existing = createLeaderLease({ db, name, holder, timings: options.timings, logger });
      leases.set(name, existing);
    }
    return existing;
  }

  return {
    lease,
    runWhileLeader(name, loop) {
      const entry = { lease: lease(name), loop, running: false };
      loops.push(entry);
      entry.lease.onChange((leader) => {
        if (leader && !entry.running) {
          entry.running = true;
          loop.start();
        } else if (!leader && entry.running) {
          entry.running = false;
          running = Promise.all([running, loop.stop()]);
        }
      });
    },
    daily(job) {
      const jobLease = lease(`daily:${job.name}`);
      // A run time that passed while this instance was a standby: if the leader was dying then,
      // this instance runs it once it leads (runDailyJobOnce skips a day that was finished).
      let missed: Date | undefined;
      const runOnce = async (scheduledFor: Date) => {
        try {
          const outcome = await runDailyJobOnce({
            db,
            lease: jobLease,
            job: job.name,
            scheduledFor,
            run: (at) => job.run(at),
          });
          if (outcome === 'not-leader') missed = scheduledFor;
          else if (missed?.getTime() === scheduledFor.getTime()) missed = undefined;
        } catch (error) {
          logger.error({ err: error, job: job.name }, `${job.name} failed`);
        }
      };
      schedules.push(scheduleDaily(job.at, runOnce, { clock: options.clock }));
      jobLease.onChange((leader) => {
        if (!leader) return;
        void (async () => {
          const unfinished = await unfinishedRun(db, job.name, job.at, new Date());
          for (const due of [unfinished, missed]) if (due) await runOnce(due);
        })().catch((error: unknown) =>
          logger.error({ err: error, job: job.name }, `${job.name} catch-up failed`),
        );
      });
    },
    led() {
      return [...leases.values()].flatMap((each) => {
        const term = each.term();
        return term === undefined ? [] : [{ job: each.name, term }];
      });
    },
    report() {
      return [...leases.values()].map((each) => {
        const term = each.term();
        const loop = loops.find((entry) => entry.lease === each)?.loop;
        return { job: each.name, leader: term !== undefined, term, lastSuccessAt: loop?.lastSuccessAt?.() };
      });
    },
    async start() {
      if (leases.size === 0) return;
      if (options.exclusiveDatabase) {
        await sql`update job_lease set expires_at = now() where holder <> ${holder}`.execute(db);
      }
      // The first try is awaited, so the server is ready with its leadership known.
      await Promise.all([...leases.values()].map((each) => each.tryAcquire()));
      for (const each of leases.values()) each.start();
    },
    async stop() {
      for (const schedule of schedules) schedule.stop();
      // Loops end before their leases are released, so no standby starts while one still runs.
      const stopping = loops
        .filter((entry) => entry.running)
        .map((entry) => {
          entry.running = false;
          return entry.loop.stop();
        });
      await Promise.all([...stopping, running]);
      await Promise.all([...leases.values()].map((each) => each.stop()));
    },
  };
}
