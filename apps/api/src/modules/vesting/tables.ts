import type { ColumnType } from 'kysely';
import type { CreatedAt, Int8, Numeric } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigserial: read as a decimal string (like every int8), never written. */
type SerialId = ColumnType<string, never, never>;
/** jsonb: written as JSON text, read back parsed by both drivers. */
type JsonDetails = ColumnType<Record<string, unknown>, string, string>;

/** One vesting schedule an admin registered for a wallet (spec 3 §3 "New vesting form"). */
export interface VestingScheduleTable {
  id: SerialId;
  /** Lowercase. */
  beneficiary: string;
  /** 0 Game, 1 Eco, 2 Reserve, 3 Advisor, 4 Eco[A2Z]. */
  pool_type: number;
  title: string;
  /** Base units. */
  total: Numeric;
  /** Whole seconds. */
  started_at: Timestamp;
  cliff_seconds: number | null;
  frequency_seconds: number;
  count: number;
  /** Set once by /vesting/stop (whole seconds): nothing unlocks after it. */
  stopped_at: NullableTimestamp;
  stopped_by: string | null;
  created_by: string;
  created_at: CreatedAt;
}

/** One Claimed(beneficiary, amount, cumulative) event of the Vesting contract, as indexed. */
export interface VestingClaimTable {
  chain_id: Int8;
  tx_hash: string;
  log_index: number;
  block_number: Int8;
  block_time: Timestamp;
  /** Lowercase. */
  beneficiary: string;
  amount: Numeric;
  /** The contract's paid(beneficiary) after this claim. */
  cumulative: Numeric;
}

/** A voucher the API signed: which schedule it was asked for tells where its payment goes. */
export interface VestingVoucherTable {
  id: SerialId;
  beneficiary: string;
  /** Null for /vesting/claim/all. */
  vesting_id: Int8 | null;
  cumulative: Numeric;
  deadline: Timestamp;
  created_at: CreatedAt;
}

/** Every register and stop: who, when, what. */
export interface VestingAdminLogTable {
  id: SerialId;
  /** Lowercase. */
  admin: string;
  action: 'register' | 'stop';
  vesting_id: Int8;
  details: JsonDetails;
  created_at: CreatedAt;
}

export interface VestingTables {
  vesting_schedule: VestingScheduleTable;
  vesting_claim: VestingClaimTable;
  vesting_voucher: VestingVoucherTable;
  vesting_admin_log: VestingAdminLogTable;
}
