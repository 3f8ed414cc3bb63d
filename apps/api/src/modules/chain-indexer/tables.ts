import type { ColumnType } from 'kysely';
import type { Int8 } from '../../db/columns';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: written as JSON text (see store.ts), read back parsed by both drivers. */
type JsonArgs = ColumnType<Record<string, string | number | boolean>, string, string>;

/** How far one subscription has indexed its chain. */
export interface ChainIndexerCursorTable {
  chain_id: Int8;
  subscription: string;
  /** Lowercase; a changed address for the same subscription is refused. */
  address: string;
  /** The last block whose logs were applied. */
  block_number: Int8;
  /** Null only for the virtual block -1 before a genesis start. */
  block_hash: string | null;
  updated_at: UpdatedAt;
}

/** Hashes of recently indexed blocks (batch ends, log blocks, start anchors): the reorg detector's memory. */
export interface ChainIndexerBlockTable {
  chain_id: Int8;
  block_number: Int8;
  block_hash: string;
}

/** Every log handed to a subscription's apply(), in the shape apply() got it. */
export interface ChainIndexerLogTable {
  chain_id: Int8;
  tx_hash: string;
  log_index: number;
  subscription: string;
  block_number: Int8;
  block_hash: string;
  /** Seconds. */
  block_time: Int8;
  address: string;
  event_name: string;
  args: JsonArgs;
  created_at: CreatedAt;
}

export interface ChainIndexerTables {
  chain_indexer_cursor: ChainIndexerCursorTable;
  chain_indexer_block: ChainIndexerBlockTable;
  chain_indexer_log: ChainIndexerLogTable;
}
