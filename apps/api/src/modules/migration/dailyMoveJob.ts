import { MOVE_STATUS, unmetMovePreconditions } from '@kingdoms/shared/migration';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { encodeReasons } from './moveLog';

export interface DailyMoveReport {
  done: number;
  failed: number;
}

const BATCH_SIZE = 100;

/**
 * The daily 00:00 UTC move (spec 1 §2): every move queued before `now` is checked against what the
 * game reports for its kingdom and marked done or failed with the unmet preconditions.
 *
 * Safe to run twice and from several API instances: a move is picked only while queued, under
 * FOR UPDATE SKIP LOCKED, and its status changes in the same transaction, so no move is processed
 * twice and a cancelled one never.
 */
export async function runDailyMoves(db: Kysely<Database>, now: Date = new Date()): Promise<DailyMoveReport> {
  const report: DailyMoveReport = { done: 0, failed: 0 };
  for (;;) {
    const processed = await db.transaction().execute(async (trx) => {
      const moves = await trx
        .selectFrom('kingdom_move')
        .select(['id', 'kingdom_id', 'provider', 'subject'])
        .where('status', '=', MOVE_STATUS.queued)
        .where('queued_at', '<=', now)
        .orderBy('id')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const move of moves) {
        const kingdom = await trx
          .selectFrom('old_chain_kingdom')
          .select(['troops_home', 'wounded_count', 'busy', 'in_alliance'])
          .where('id', '=', move.kingdom_id)
          .executeTakeFirstOrThrow();
        const reasons = unmetMovePreconditions({
          troopsHome: kingdom.troops_home,
          woundedCount: kingdom.wounded_count,
          busy: kingdom.busy,
          inAlliance: kingdom.in_alliance,
        });
        const moved = reasons.length === 0;
        await trx
          .updateTable('kingdom_move')
          .set({
            status: moved ? MOVE_STATUS.done : MOVE_STATUS.failed,
            reasons: encodeReasons(reasons),
            processed_at: now,
          })
          .where('id', '=', move.id)
          .where('status', '=', MOVE_STATUS.queued)
          .execute();
        if (moved) {
          await trx
            .updateTable('old_chain_kingdom')
            .set({ moved_at: now })
            .where('id', '=', move.kingdom_id)
            .execute();
          report.done += 1;
        } else {
          // The kingdom stayed: release the social account so the player can try again with it.
          await trx
            .deleteFrom('global_account')
            .where('provider', '=', move.provider)
            .where('subject', '=', move.subject)
            .where('kingdom_id', '=', move.kingdom_id)
            .execute();
          report.failed += 1;
        }
      }
      return moves.length;
    });
    if (processed < BATCH_SIZE) return report;
  }
}
