import {
  MOVE_TOKEN_AUTH_SCHEME,
  MOVE_TOKEN_HEADER_ERRORS,
  MOVE_TOKEN_MAX_LENGTH,
  migrationEndpoints,
  parseSocialLoginPayload,
} from '@kingdoms/shared/api/migration';
import type { FastifyRequest } from 'fastify';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { defineModule } from '../module';
import { migrationConfig } from './config';
import { runDailyMoves } from './dailyMoveJob';
import { seedDemoKingdoms } from './demoKingdoms';
import { createMigrationService } from './migrationService';
import { createSocialCredentialVerifier } from './socialCredential';
import { moveTokenSecret, resolveSocialSettings } from './socialSettings';

/**
 * The migration link's token of a request: `Authorization: Bearer <token>`. The spec's bodies
 * (login, cancel) name only the kingdom; who may act on it is never a body field. Missing or malformed:
 * 401 invalid_token.
 */
function moveTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (
    scheme?.toLowerCase() !== MOVE_TOKEN_AUTH_SCHEME.toLowerCase() ||
    !token ||
    rest.length > 0 ||
    token.length > MOVE_TOKEN_MAX_LENGTH
  ) {
    return refuse(MOVE_TOKEN_HEADER_ERRORS, 'invalid_token');
  }
  return token;
}

/**
 * Kingdom migration (spec 1 §7): the old-chain token lookup, the game's move log and cancel, the
 * main server's social login, and the daily 00:00 UTC move job. On the devnet it seeds demo
 * kingdoms; the local OpenID issuer its sign-in uses there is the devnet module's.
 */
export const migrationModule = defineModule({
  name: 'migration',
  config: migrationConfig,
  setup(ctx) {
    const { settings, db, logger } = ctx;
    if (!settings.tokenSecret) {
      logger.warn(
        'MIGRATION_TOKEN_SECRET is not set: migration links are signed with the public devnet key.',
      );
    }
    const service = createMigrationService({
      db,
      tokenSecret: moveTokenSecret(settings),
      verifyCredential: createSocialCredentialVerifier(
        resolveSocialSettings(settings, ctx.deployment).providers,
      ),
    });
    return {
      endpoints: serveGroup(migrationEndpoints, {
        moveFrom: (body) => service.from(body.token),
        moveTo: (body) => service.log(body.kingdomId),
        moveCancel: (body, request) => service.cancel(body.kingdomId, moveTokenOf(request)),
        socialLogin: async (body, request) => {
          const payload = parseSocialLoginPayload(body.json);
          if (!payload) return refuse(migrationEndpoints.socialLogin, 'invalid_request');
          return service.login(payload, moveTokenOf(request));
        },
      }),
      jobs: settings.dailyMoveJob
        ? [
            {
              name: 'Daily kingdom move job',
              at: { hourUtc: 0, minuteUtc: 0 },
              async run(scheduledFor) {
                const report = await runDailyMoves(db, scheduledFor);
                logger.info(report, 'Daily kingdom moves processed');
              },
            },
          ]
        : [],
      // The devnet's printed links open these kingdoms (idempotent).
      devnetSeed: () => seedDemoKingdoms(db),
    };
  },
});
