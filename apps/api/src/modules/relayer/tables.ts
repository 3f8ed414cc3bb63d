import type { ColumnType } from 'kysely';
import type { CreatedAt, Int8, Numeric } from '../../db/columns';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as JSON text, read back parsed by both drivers. */
type Json<T> = ColumnType<T, string, string>;

/**
 * The delivery states of a message: pending → sent (a transaction hash recorded) → delivered;
 * failed is retried; signed ends a route whose signature is handed to the user; held: the target
 * gateway refuses it by its own rules (paused, over the asset's daily limit), simulated again now
 * and then until it takes it.
 */
export type RelayerStatus = 'pending' | 'sent' | 'delivered' | 'failed' | 'signed' | 'held';

/** One message of one route: the primary key (route, nonce) makes it unique. */
export interface RelayerMessageTable {
  route: string;
  nonce: Numeric;
  source_chain_id: Int8;
  source_tx_hash: string;
  source_log_index: number;
  /** The source block's time: a route's `delaySeconds` counts from it (null on rows before 0014). */
  source_block_time: NullableTimestamp;
  /** The route's message fields (JSON-safe: integers as decimal strings). */
  payload: Json<Record<string, string>>;
  status: ColumnType<RelayerStatus, RelayerStatus | undefined, RelayerStatus>;
  /** Leases taken: fences a worker that lost its lease. */
  attempts: ColumnType<number, number | undefined, number>;
  signature: string | null;
  tx_hash: string | null;
  sent_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
}

export interface RelayerTables {
  relayer_message: RelayerMessageTable;
}
