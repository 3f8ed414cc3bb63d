import type { ColumnType } from 'kysely';
import type { Int8, Numeric } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as JSON text, read back parsed by both drivers. */
type Json<T> = ColumnType<T, string, string>;

/** Every Drago/Egg event of the three chains as the indexer applied it (the state is folded from these). */
export interface DragoEventTable {
  chain_id: Int8;
  tx_hash: string;
  log_index: number;
  contract: 'drago' | 'egg';
  token_id: Int8;
  event_name: string;
  block_number: Int8;
  block_time: Timestamp;
  /** The indexer's JSON-safe args, plus what apply read from the chain (DragoBorn's counts). */
  args: Json<Record<string, string | number | boolean>>;
}

/** A drago as its events leave it (one row per chain and token id while it exists). */
export interface DragoTokenTable {
  chain_id: Int8;
  token_id: Int8;
  /** 0 Ethereum, 1 Polygon, 2 Arena-Z. */
  network: number;
  /** Lowercase. */
  owner: string;
  /** The 38 gene numbers. */
  datas: Json<number[]>;
  breed_count: number;
  rehatch_count: number;
  parent_a: Int8;
  parent_b: Int8;
  /** The rehatch whose randomness is not fulfilled yet. */
  rehatch_request_id: Numeric | null;
  rehatch_requested_at: NullableTimestamp;
}

/** An egg as its events leave it (gone once burned by its hatch). */
export interface DragoEggTable {
  chain_id: Int8;
  token_id: Int8;
  network: number;
  owner: string;
  /** 0 ready, 1 hatching. */
  status: number;
  parent_a: Int8;
  parent_b: Int8;
  hatch_request_id: Numeric | null;
  hatch_requested_at: NullableTimestamp;
  /** A genesis egg delivered by the relayer: the gate's nonce. */
  genesis_nonce: Numeric | null;
}

/** GenesisEggSent(nonce, eggId, owner) of the GenesisEggGate on Ethereum. */
export interface DragoGenesisSendTable {
  chain_id: Int8;
  tx_hash: string;
  log_index: number;
  nonce: Numeric;
  egg_id: Int8;
  owner: string;
  block_number: Int8;
  block_time: Timestamp;
}

/** A hatch (or rehatch) start the game was told of through {nft}/drago/hatch/start. */
export interface DragoHatchStartTable {
  tx_hash: string;
  /** Lowercase: the wallet that sent the transaction. */
  address: string;
  token_id: Int8;
  chain_id: Int8;
  network: number;
  kind: 'hatch' | 'rehatch';
  /** Whether the transaction was mined (successfully) when recorded. */
  mined: boolean;
  recorded_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface DragosTables {
  drago_event: DragoEventTable;
  drago_token: DragoTokenTable;
  drago_egg: DragoEggTable;
  drago_genesis_send: DragoGenesisSendTable;
  drago_hatch_start: DragoHatchStartTable;
}
