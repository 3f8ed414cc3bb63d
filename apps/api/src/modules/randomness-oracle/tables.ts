import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Int8 } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type SeedStatus = 'generated' | 'committed';
export type RequestStatus = 'pending' | 'sent' | 'fulfilled' | 'failed';

/**
 * One operator seed. Stored ('generated') before its commitment is sent, so a crash never loses a
 * seed whose hash reached the chain; 'committed' once the commit transaction is mined.
 */
export interface RandomnessSeedTable {
  chain_id: Int8;
  /** keccak256(seed), 0x + 64 lowercase hex. */
  commitment: string;
  /** 0x + 64 lowercase hex. Secret until a request bound to it is fulfilled. */
  seed: string;
  status: SeedStatus;
  commit_tx_hash: string | null;
  created_at: CreatedAt;
  committed_at: NullableTimestamp;
}

/** One RandomnessRequested of an oracle (key: chain, request id) and its fulfilment. */
export interface RandomnessRequestTable {
  chain_id: Int8;
  request_id: Int8;
  /** Lowercase. */
  oracle: string;
  /** Lowercase. */
  consumer: string;
  commitment: string;
  requested_block: Int8;
  requested_tx_hash: string;
  /** The request's block time. */
  requested_at: Timestamp;
  status: RequestStatus;
  /** The last fulfill() transaction signed for it (recorded before it is broadcast). */
  tx_hash: string | null;
  /** Leases taken by a worker; each lease fences that worker's later updates. */
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: NullableTimestamp;
  /** RandomnessFulfilled's block time (or when the worker saw its receipt). */
  fulfilled_at: NullableTimestamp;
}

export interface RandomnessOracleTables {
  randomness_seed: RandomnessSeedTable;
  randomness_request: RandomnessRequestTable;
}
