import type { ColumnType } from 'kysely';
import type { CreatedAt, Numeric } from '../../db/columns';

/**
 * A calendar day (SQL `date`), written and compared as 'YYYY-MM-DD'. Select it as text
 * (`day::text`, see snapshot.ts): `pg` parses a bare date in the server's local time zone and
 * PGlite in UTC, so a selected Date would differ between drivers.
 */
type Day = ColumnType<string, string, never>;

/** One daily reward snapshot (00:00 UTC): its primary key makes a day's split happen once. */
export interface RewardSnapshotTable {
  day: Day;
  /** The day's pool in base units (10^18 per A2Z). */
  pool: Numeric;
  /** Sum of every pledger's stake at the snapshot, base units. */
  total_stake: Numeric;
  /** Pledgers with a stake above 0 at the snapshot. */
  holders: number;
  created_at: CreatedAt;
}

/** One pledger's share of one day's pool. */
export interface RewardAccrualTable {
  day: Day;
  /** Lowercase. */
  address: string;
  /** The pledger's total stake across continents at the snapshot, base units. */
  stake: Numeric;
  /** rewardShare(pool, stake, total_stake), base units. */
  amount: Numeric;
}

/** A pledger's running reward balance: claimable = accrued - claimed. */
export interface RewardAccountTable {
  /** Lowercase. */
  address: string;
  accrued: Numeric;
  claimed: Numeric;
}

export interface StakingRewardsTables {
  reward_snapshot: RewardSnapshotTable;
  reward_accrual: RewardAccrualTable;
  reward_account: RewardAccountTable;
}
