import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { DEFAULT_LEASE_TIMINGS, type LeaseTimings } from './leaseTimings';

export { DEFAULT_LEASE_TIMINGS, type LeaseTimings } from './leaseTimings';

/**
 * Leadership of a singleton job across API instances: a lease row (job_lease) with a heartbeat
 * and a fencing term, on the database every instance shares.
 *
 * - One holder at a time: a row is taken over only once it has expired (the database's clock,
 *   so instances' clocks may differ); every change of holder adds 1 to `term`.
 * - The holder renews every `renewMs`; a standby tries every `renewMs` too. A holder killed with
 *   `kill -9` stops renewing, so a standby takes over at most `ttlMs + renewMs` later.
 * - A holder that cannot renew (database gone, a pause longer than the TTL) counts itself deposed
 *   when its last renewal is `ttlMs` old, before any standby can take over.
 * - `fence(trx)` inside a job's write transaction locks the row for share and refuses the write
 *   (LeaseLostError) unless this holder still has this term: a deposed leader's late write fails,
 *   and a takeover waits until a fenced transaction ends.
 * A session advisory lock would end with its connection, but PGlite has one connection for the
 * whole process and a pool hands connections around; a row works the same on both engines.
 */
export interface LeaderLease {
  readonly name: string;
  /** This instance's holder id. */
  readonly holder: string;
  /** The fencing term while this instance leads; undefined otherwise. */
  term(): bigint | undefined;
  isLeader(): boolean;
  /** Tries to take or renew the lease now; true while this instance leads. */
  tryAcquire(): Promise<boolean>;
  /** Inside a write transaction: throws LeaseLostError unless this instance still leads with its term. */
  fence(trx: Kysely<Database>): Promise<bigint>;
  /** Called with true when this instance becomes leader and false when it stops being it. */
  onChange(listener: (leader: boolean) => void): () => void;
  /** Renews or tries every renewMs until stop(). */
  start(): void;
  /** Stops trying and releases the lease, so a standby takes over at its next try. */
  stop(): Promise<void>;
}

export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

export interface LeaseLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** A holder id unique to this process: host, pid and a random part (a restarted pid is another holder). */
export function newHolderId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export interface LeaderLeaseOptions {
  readonly db: Kysely<Database>;
  readonly name: string;
  readonly holder: string;
  readonly timings?: LeaseTimings;
  readonly logger?: LeaseLogger;
}

export function createLeaderLease(options: LeaderLeaseOptions): LeaderLease {
  const { db, name, holder } = options;
  const timings = options.timings ?? DEFAULT_LEASE_TIMINGS;
  const ttl = sql`(${timings.ttlMs} * interval '1 millisecond')`;
  let term: bigint | undefined;
  /** Local clock: this instance leads until then unless a renewal moves it on. */
  let validUntil = 0;
  const listeners = new Set<(leader: boolean) => void>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let attempt: Promise<boolean> | undefined;

  const leads = () => term !== undefined && Date.now() < validUntil;

  function notify(leader: boolean): void {
    for (const listener of listeners) listener(leader);
  }

  function lose(reason: string): void {
    if (term === undefined) return;
    const lostTerm = term;
    term = undefined;
    validUntil = 0;
    options.logger?.warn({ lease: name, holder, term: String(lostTerm), reason }, 'Lease lost');
    notify(false);
  }

  async function acquireOrRenew(): Promise<boolean> {
    const startedAt = Date.now();
    // A holder whose renewals stopped long enough may already have been replaced.
    if (term !== undefined && !leads()) lose('not renewed within its TTL');
    try {
      if (term !== undefined) {
        const renewed = await db
          .updateTable('job_lease')
          .set({ expires_at: sql`now() + ${ttl}` })
          .where('name', '=', name)
          .where('holder', '=', holder)
          .where('term', '=', String(term))
          .returning('term')
          .executeTakeFirst();
        if (renewed) {
          validUntil = startedAt + timings.ttlMs;
          return true;
        }
        lose('taken over by another instance');
        return false;
      }
      const taken = await sql<{ term: string }>`
        insert into job_lease (name, holder, term, expires_at)
        values (${name}, ${holder}, 1, now() + ${ttl})
        on conflict (name) do update
          set holder = excluded.holder, term = job_lease.term + 1, acquired_at = now(),
              expires_at = excluded.expires_at
          where job_lease.expires_at <= now()
        returning term`.execute(db);
      const row = taken.rows[0];
      if (!row) return false;
      term = BigInt(row.term);
      validUntil = startedAt + timings.ttlMs;
      options.logger?.info({ lease: name, holder, term: row.term }, 'Lease acquired');
      notify(true);
      return true;
    } catch (error) {
      // While the database is away every try fails alike: its message, not a stack each time.
      const err = isDatabaseUnavailable(error) ? { message: (error as Error).message } : error;
      options.logger?.warn({ lease: name, holder, err }, 'Lease check failed');
      if (term !== undefined && !leads()) lose('not renewed within its TTL');
      return leads();
    }
  }

  function tryAcquire(): Promise<boolean> {
    attempt ??= acquireOrRenew().finally(() => {
      attempt = undefined;
    });
    return attempt;
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(() => {
      void tryAcquire().finally(schedule);
    }, timings.renewMs);
    timer.unref();
  }

  return {
    name,
    holder,
    term: () => (leads() ? term : undefined),
    isLeader: leads,
    tryAcquire,
    async fence(trx) {
      const current = leads() ? term : undefined;
      if (current === undefined) throw new LeaseLostError(`Not the leader of ${name}`);
      const row = await trx
        .selectFrom('job_lease')
        .select('term')
        .where('name', '=', name)
        .where('holder', '=', holder)
        .where('term', '=', String(current))
        .where('expires_at', '>', sql<Date>`now()`)
        .forShare()
        .executeTakeFirst();
      if (!row) throw new LeaseLostError(`The lease of ${name} (term ${current}) was taken over`);
      return current;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (running) return;
      running = true;
      void tryAcquire().finally(schedule);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await attempt;
      if (term === undefined) return;
      const releasing = term;
      try {
        await db
          .updateTable('job_lease')
          .set({ expires_at: sql`now()` })
          .where('name', '=', name)
          .where('holder', '=', holder)
          .where('term', '=', String(releasing))
          .execute();
      } catch (error) {
        options.logger?.warn(
          { lease: name, holder, err: error },
          'Lease release failed; it expires by itself',
        );
      }
      term = undefined;
      validUntil = 0;
      options.logger?.info({ lease: name, holder, term: String(releasing) }, 'Lease released');
      notify(false);
    },
  };
}
