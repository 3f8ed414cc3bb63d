import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * When a row of a worker's send queue (payouts, relayer messages, randomness requests) may be
 * leased for sending. Each such table has `status` (`<new>` | 'sent' | 'failed' | done states)
 * and `sent_at`, the time of the current lease.
 */
export interface SendQueueTimings {
  /** A 'failed' row waits this long before its next attempt. */
  readonly retryAfterMs: number;
  /** A 'sent' row older than this is taken over: its worker is presumed dead. */
  readonly staleAfterMs: number;
  /**
   * Only one worker runs at a time (it runs on the leader of its lease, lib/singletons.ts): a row
   * still 'sent' when it leases is an orphan of a leader that died or was deposed, taken over at
   * once. The deposed leader's late updates are fenced by `attempts`, and every contract these
   * workers call refuses a second delivery, so a takeover never sends twice.
   */
  readonly exclusive: boolean;
}

/** The database's clock `ms` milliseconds ago (instances' own clocks may differ). */
export const msAgo = (ms: number) => sql<Date>`now() - (${ms} * interval '1 millisecond')`;

/** The WHERE condition of a lease: new rows, failed ones past their retry time, orphaned sends. */
export function dueForSending(newStatus: string, timings: SendQueueTimings): RawBuilder<SqlBool> {
  const orphanedSend = timings.exclusive
    ? sql<SqlBool>`true`
    : sql<SqlBool>`sent_at < ${msAgo(timings.staleAfterMs)}`;
  return sql<SqlBool>`(status = ${newStatus}
    or (status = 'failed' and sent_at < ${msAgo(timings.retryAfterMs)})
    or (status = 'sent' and ${orphanedSend}))`;
}
