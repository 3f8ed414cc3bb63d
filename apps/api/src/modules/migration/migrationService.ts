import type { FailureReply } from '@kingdoms/shared/api/envelope';
import {
  type MoveLog,
  migrationEndpoints,
  type OldChainKingdom,
  type SocialLoginPayload,
} from '@kingdoms/shared/api/migration';
import { canQueueMove, MOVE_STATUS, type MoveStatus } from '@kingdoms/shared/migration';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import { latestMove, toMoveLog } from './moveLog';
import { verifyMoveToken } from './moveToken';
import type { SocialCredentialVerifier } from './socialCredential';

export interface MigrationServiceDeps {
  db: Kysely<Database>;
  tokenSecret: string;
  verifyCredential: SocialCredentialVerifier;
  now?: () => Date;
}

/** Postgres' unique_violation: a concurrent login queued a move for the same kingdom first. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function createMigrationService({
  db,
  tokenSecret,
  verifyCredential,
  now = () => new Date(),
}: MigrationServiceDeps) {
  /** The kingdom a link token names, if the token is genuine, unexpired and the kingdom is known. */
  async function kingdomOfToken(token: string) {
    const check = await verifyMoveToken(tokenSecret, token, now());
    if (!check.valid) return undefined;
    return db
      .selectFrom('old_chain_kingdom')
      .selectAll()
      .where('id', '=', check.kingdomId)
      .executeTakeFirst();
  }

  return {
    /** POST /old-chain/api/moveklaytn/from */
    async from(token: string): Promise<{ result: 1; from: OldChainKingdom } | FailureReply> {
      const kingdom = await kingdomOfToken(token);
      if (!kingdom) return refuse(migrationEndpoints.moveFrom, 'invalid_token');
      return {
        result: 1,
        from: { _id: kingdom.id, name: kingdom.name, level: kingdom.level, power: Number(kingdom.power) },
      };
    },

    /** POST /game/api/moveklaytn/to: the latest move of the kingdom (none → no log). */
    async log(kingdomId: string): Promise<{ result: 1; log?: MoveLog }> {
      const move = await latestMove(db, kingdomId);
      return move ? { result: 1, log: toMoveLog(move) } : { result: 1 };
    },

    /** POST /game/api/moveklaytn/cancel: only the link holder, only while queued. */
    async cancel(kingdomId: string, token: string): Promise<{ result: 1 } | FailureReply> {
      const kingdom = await kingdomOfToken(token);
      if (!kingdom || kingdom.id !== kingdomId) return refuse(migrationEndpoints.moveCancel, 'invalid_token');
      return db.transaction().execute(async (trx) => {
        const move = await trx
          .selectFrom('kingdom_move')
          .select(['id', 'provider', 'subject'])
          .where('kingdom_id', '=', kingdomId)
          .where('status', '=', MOVE_STATUS.queued)
          .forUpdate()
          .executeTakeFirst();
        if (!move) return refuse(migrationEndpoints.moveCancel, 'no_queued_move');
        await trx
          .updateTable('kingdom_move')
          .set({ status: MOVE_STATUS.cancelled, processed_at: now() })
          .where('id', '=', move.id)
          .execute();
        // The kingdom never reached the global server, so the account is free again.
        await trx
          .deleteFrom('global_account')
          .where('provider', '=', move.provider)
          .where('subject', '=', move.subject)
          .where('kingdom_id', '=', kingdomId)
          .execute();
        return { result: 1 } as const;
      });
    },

    /**
     * POST /server/api/auth/login: the link's token (Authorization header) must name the kingdom;
     * verify the social credential, then queue the move.
     */
    async login(payload: SocialLoginPayload, moveToken: string): Promise<{ result: 1 } | FailureReply> {
      const { kingdomId, worldId } = payload.fromKlay;
      const kingdom = await kingdomOfToken(moveToken);
      if (!kingdom || kingdom.id !== kingdomId)
        return refuse(migrationEndpoints.socialLogin, 'invalid_token');

      const credential = await verifyCredential(payload.authType, payload.token);
      if (!credential.ok)
        return refuse(
          migrationEndpoints.socialLogin,
          credential.reason === 'unavailable' ? 'provider_unavailable' : 'invalid_credential',
        );

      try {
        return await db.transaction().execute(async (trx) => {
          const firstUse = await trx
            .insertInto('used_social_credential')
            .values({ replay_key: credential.replayKey })
            .onConflict((conflict) => conflict.column('replay_key').doNothing())
            .returning('replay_key')
            .executeTakeFirst();
          if (!firstUse) return refuse(migrationEndpoints.socialLogin, 'replayed');

          const account = await trx
            .selectFrom('global_account')
            .select('kingdom_id')
            .where('provider', '=', credential.provider)
            .where('subject', '=', credential.subject)
            .executeTakeFirst();
          if (account) return refuse(migrationEndpoints.socialLogin, 'already_exist');

          const last = await latestMove(trx, kingdomId);
          if (!canQueueMove(last?.status as MoveStatus | undefined))
            return refuse(migrationEndpoints.socialLogin, 'move_exists');

          await trx
            .insertInto('kingdom_move')
            .values({
              kingdom_id: kingdomId,
              world_id: worldId,
              status: MOVE_STATUS.queued,
              reasons: '',
              provider: credential.provider,
              subject: credential.subject,
              queued_at: now(),
            })
            .execute();
          await trx
            .insertInto('global_account')
            .values({ provider: credential.provider, subject: credential.subject, kingdom_id: kingdomId })
            .execute();
          return { result: 1 } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return refuse(migrationEndpoints.socialLogin, 'move_exists');
        throw error;
      }
    },
  };
}

export type MigrationService = ReturnType<typeof createMigrationService>;
