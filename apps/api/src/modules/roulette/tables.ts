import type { ColumnType } from 'kysely';
import type { Int8, Numeric } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** bigserial: read as a decimal string (like every int8), never written. */
type SerialId = ColumnType<string, never, never>;

/** One MysteryBoxBurned(burner, amount) event, as indexed. */
export interface RouletteBurnTable {
  chain_id: Int8;
  /** Lowercase. */
  tx_hash: string;
  log_index: number;
  block_number: Int8;
  /** Lowercase. */
  burner: string;
  amount: Numeric;
}

/** The tickets granted for one burn transaction (at most one row per tx hash). */
export interface RouletteGrantTable {
  tx_hash: string;
  wallet: string;
  boxes: number;
  tickets: number;
  created_at: CreatedAt;
}

/** A wallet's unspent tickets and how many spins it made. */
export interface RouletteWalletTable {
  wallet: string;
  tickets: number;
  spins: ColumnType<number, number | undefined, number>;
  /** Tickets spent from grants a reorg took back: the wallet's next grants pay them first. */
  ticket_debt: ColumnType<number, number | undefined, number>;
}

/** A grant whose burn a reorg removed: what was taken back, and what had been spent already. */
export interface RouletteRevokedGrantTable {
  id: SerialId;
  tx_hash: string;
  wallet: string;
  boxes: number;
  tickets: number;
  /** Unspent tickets removed from the wallet. */
  taken_back: number;
  /** Tickets of the grant already spent: added to the wallet's ticket_debt. */
  spent: number;
  revoked_at: CreatedAt;
}

/** A period's secret seed, its published commitment and the weights in force. */
export interface RoulettePeriodTable {
  period: number;
  seed: string;
  commitment: string;
  /** JSON array of 10 whole numbers. */
  weights: string;
  start_at: Timestamp;
  end_at: Timestamp;
  created_at: CreatedAt;
}

/** One spin: the wallet's spin number, its period and the prize derived from the period's seed. */
export interface RouletteDrawTable {
  id: SerialId;
  wallet: string;
  spin: number;
  period: number;
  prize: number;
  created_at: Timestamp;
}

export interface RouletteTables {
  roulette_burn: RouletteBurnTable;
  roulette_grant: RouletteGrantTable;
  roulette_wallet: RouletteWalletTable;
  roulette_revoked_grant: RouletteRevokedGrantTable;
  roulette_period: RoulettePeriodTable;
  roulette_draw: RouletteDrawTable;
}
