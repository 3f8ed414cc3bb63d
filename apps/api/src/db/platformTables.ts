import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Int8 } from './columns';

/** A singleton job's lease (lib/leaderLease.ts). */
export interface JobLeaseTable {
  name: string;
  /** The instance holding it (host, pid and a random part). */
  holder: string;
  /** The fencing term: +1 at every change of holder; a write of the job checks it. */
  term: Int8;
  acquired_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** One day's run of a daily job (lib/dailyJobs.ts). */
export interface DailyJobRunTable {
  job: string;
  /** The UTC day the run is for (YYYY-MM-DD). */
  day: string;
  holder: string;
  term: Int8;
  attempts: Generated<number>;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The platform's own tables (migration 0017_job_leases, in db/migrations/); modules keep theirs. */
export interface PlatformTables {
  job_lease: JobLeaseTable;
  daily_job_run: DailyJobRunTable;
}
