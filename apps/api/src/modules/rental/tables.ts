import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Int8 } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One rental of a drago, signed by its lender (spec 2 §3 "Rent"). */
export interface RentalTable {
  id: Generated<Int8>;
  token_id: Int8;
  /** 0 Ethereum, 1 Polygon, 2 Arena-Z: the drago's chain when it was rented. */
  network: number;
  /** Lowercase: the owner who rented it out. */
  lender: string;
  /** Lowercase. */
  rentee: string;
  /** The owner's share of 10 (1..9). */
  share_ratio: number;
  /** Seconds: days × 86400. */
  expire_time: number;
  start_date: Timestamp;
  expire_date: Timestamp;
  /** 1 active (until expire_date), 0 cancelled, 2 ended (expired, superseded), 3 ended by a transfer of the drago. */
  status: number;
  /** When it was cancelled, superseded or ended by a transfer (the transfer's block time). */
  ended_at: NullableTimestamp;
  /** Status 3: the Transfer log that ended it (a reorg removing that log restores the rental). */
  ended_by_chain_id: ColumnType<
    string | null,
    string | number | bigint | null | undefined,
    string | number | bigint | null
  >;
  ended_by_tx: ColumnType<string | null, string | null | undefined, string | null>;
  ended_by_log_index: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whole DSA mined during this rental. */
  current_dsa: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  /** The owner's share of current_dsa. */
  current_profit: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  created_at: CreatedAt;
}

/** One DSA mining report of the game (spec 2 §2 History rows). */
export interface RentalMiningTable {
  report_id: string;
  rental_id: Int8;
  token_id: Int8;
  lender: string;
  rentee: string;
  delta: Int8;
  profit: Int8;
  mined_at: Timestamp;
  created_at: CreatedAt;
}

/** A lender's profit balance in whole DSA: unclaimed = earned − claimed. */
export interface RentalAccountTable {
  address: string;
  earned: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  claimed: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
}

export interface RentalTables {
  rental: RentalTable;
  rental_mining: RentalMiningTable;
  rental_account: RentalAccountTable;
}
