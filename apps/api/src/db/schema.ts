import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuthTables } from '../modules/auth/tables';
import type { BridgeTables } from '../modules/bridge/tables';
import type { ChainIndexerTables } from '../modules/chain-indexer/tables';
import type { DragosTables } from '../modules/dragos/tables';
import type { MigrationTables } from '../modules/migration/tables';
import type { PayoutsTables } from '../modules/payouts/tables';
import type { RandomnessOracleTables } from '../modules/randomness-oracle/tables';
import type { RelayerTables } from '../modules/relayer/tables';
import type { RentalTables } from '../modules/rental/tables';
import type { RouletteTables } from '../modules/roulette/tables';
import type { StakingTables } from '../modules/staking/tables';
import type { StakingRewardsTables } from '../modules/staking-rewards/tables';
import type { VestingTables } from '../modules/vesting/tables';
import type { CreatedAt, Int8 } from './columns';

/** A pre-registration from the subscribe dialog (spec 1 §7). Unique on lower(email). */
export interface SubscriberTable {
  id: Generated<Int8>;
  /** Trimmed, case kept as typed. */
  email: string;
  // Generated: the column has a database default ('' or 'homepage'), so inserts may omit it.
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  ref: Generated<string>;
  device: string;
  language: Generated<string>;
  language2: Generated<string>;
  /** The payload's `from` (a reserved word in SQL). */
  source_from: Generated<string>;
  created_at: CreatedAt;
}
export type Subscriber = Selectable<SubscriberTable>;
export type NewSubscriber = Insertable<SubscriberTable>;

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

/** Every table of the API. Modules add theirs here alongside a migration. */
export interface Database
  extends MigrationTables,
    AuthTables,
    ChainIndexerTables,
    RandomnessOracleTables,
    StakingTables,
    StakingRewardsTables,
    PayoutsTables,
    VestingTables,
    DragosTables,
    RelayerTables,
    RouletteTables,
    RentalTables,
    BridgeTables {
  job_lease: JobLeaseTable;
  daily_job_run: DailyJobRunTable;
  subscriber: SubscriberTable;
}
