import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Int8 } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * A kingdom of the old chain, as the old-chain API and the game report it. The precondition flags
 * are what the daily move job checks; on the devnet they are seeded.
 */
export interface OldChainKingdomTable {
  id: string;
  name: string;
  level: number;
  power: Int8;
  /** The old chain's world the kingdom lives in. */
  world_id: number;
  troops_home: boolean;
  wounded_count: number;
  /** A building, research or training is in progress. */
  busy: boolean;
  in_alliance: boolean;
  /** Set by the daily job when the kingdom has moved to the global server. */
  moved_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** One requested move (the page's "log"). One queued-or-done move per kingdom at most. */
export interface KingdomMoveTable {
  id: Generated<Int8>;
  kingdom_id: string;
  /** The target continent 1..26. */
  world_id: number;
  /** MOVE_STATUS: 0 queued, 1 done, 2 failed, 3 cancelled. */
  status: number;
  /** Comma-separated MOVE_FAILURE_REASONS when failed, else ''. */
  reasons: string;
  provider: string;
  subject: string;
  queued_at: Timestamp;
  processed_at: NullableTimestamp;
}

/** A social account on the global server, linked to the kingdom that moved (or is queued) to it. */
export interface GlobalAccountTable {
  provider: string;
  subject: string;
  kingdom_id: string;
  created_at: CreatedAt;
}

/** Provider credentials already used for a login: each may be used once. */
export interface UsedSocialCredentialTable {
  replay_key: string;
  used_at: CreatedAt;
}

export interface MigrationTables {
  old_chain_kingdom: OldChainKingdomTable;
  kingdom_move: KingdomMoveTable;
  global_account: GlobalAccountTable;
  used_social_credential: UsedSocialCredentialTable;
}

export type OldChainKingdomRow = Selectable<OldChainKingdomTable>;
export type KingdomMoveRow = Selectable<KingdomMoveTable>;
