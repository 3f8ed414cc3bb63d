import type { ColumnType } from 'kysely';
import type { Numeric } from '../../db/columns';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One wallet's stake on one continent (base units of A2Z), as the Staking contract's events left
 * it. Rows exist only while the stake is above 0.
 */
export interface StakingPositionTable {
  /** Lowercase. */
  address: string;
  continent: number;
  amount: Numeric;
  updated_at: UpdatedAt;
}

/** A pledger's comment (spec 3 §5: at most 30 characters), set with a signed message. */
export interface StakingCommentTable {
  /** Lowercase. */
  address: string;
  comment: string;
  /** The issuedAt of the signed message that set it. */
  issued_at: Timestamp;
  updated_at: UpdatedAt;
}

/** A continent's total pledged and pledger count, kept by the indexer beside the positions. */
export interface StakingContinentTable {
  continent: number;
  total: Numeric;
  holders: number;
}

/** A pledger's total across continents and the continent holding most of it (ties: the lower). */
export interface StakingHolderTable {
  /** Lowercase. */
  address: string;
  total: Numeric;
  continent: number;
}

/** How many wallets pledge anything: the one row the indexer keeps beside staking_holder. */
export interface StakingSummaryTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  holders: number;
}

export interface StakingTables {
  staking_position: StakingPositionTable;
  staking_continent: StakingContinentTable;
  staking_holder: StakingHolderTable;
  staking_summary: StakingSummaryTable;
  staking_comment: StakingCommentTable;
}
