import type { MoveLog } from '@kingdoms/shared/api/migration';
import { MOVE_FAILURE_REASONS, type MoveFailureReason, type MoveStatus } from '@kingdoms/shared/migration';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { KingdomMoveRow } from './tables';

export function encodeReasons(reasons: readonly MoveFailureReason[]): string {
  return reasons.join(',');
}

function decodeReasons(stored: string): MoveFailureReason[] {
  return stored
    .split(',')
    .filter((reason): reason is MoveFailureReason =>
      (MOVE_FAILURE_REASONS as readonly string[]).includes(reason),
    );
}

export function toMoveLog(row: KingdomMoveRow): MoveLog {
  return {
    kingdomId: row.kingdom_id,
    worldId: row.world_id,
    status: row.status as MoveStatus,
    reasons: decodeReasons(row.reasons),
    queuedAt: row.queued_at.toISOString(),
    processedAt: row.processed_at ? row.processed_at.toISOString() : null,
  };
}

/** The kingdom's latest move, whatever its status. */
export async function latestMove(
  db: Kysely<Database>,
  kingdomId: string,
): Promise<KingdomMoveRow | undefined> {
  return db
    .selectFrom('kingdom_move')
    .selectAll()
    .where('kingdom_id', '=', kingdomId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
