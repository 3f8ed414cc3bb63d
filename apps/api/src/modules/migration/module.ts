import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { scheduleDaily } from '../../lib/scheduler';
import { createDevIssuer, DEV_ISSUER_PATH } from '../oidc-dev-issuer/devIssuer';
import { devIssuerRoutes } from '../oidc-dev-issuer/routes';
import { runDailyMoves } from './dailyMoveJob';
import { seedDemoKingdoms } from './demoKingdoms';
import { createMigrationService } from './migrationService';
import { gameMigrationRoutes, oldChainMigrationRoutes, serverMigrationRoutes } from './routes';
import { createSocialCredentialVerifier } from './socialCredential';
import {
  DEV_CLIENTS,
  DEV_FACEBOOK_APP_SECRET,
  moveTokenSecret,
  resolveSocialSettings,
} from './socialSettings';

export interface MigrationPrefixes {
  game: string;
  server: string;
  oldChain: string;
}

/** Paths the web app's index.html must not answer (the local issuer). */
export const MIGRATION_PATH_PREFIXES = [DEV_ISSUER_PATH] as const;

/**
 * Kingdom migration: the three call groups of spec 1 §7, the devnet's local OpenID issuer, and
 * the daily 00:00 UTC move job.
 */
export async function registerMigration(app: FastifyInstance, ctx: AppContext, prefixes: MigrationPrefixes) {
  const settings = resolveSocialSettings(ctx.config, ctx.deployment);
  if (!ctx.config.migration.tokenSecret) {
    ctx.logger.warn(
      'MIGRATION_TOKEN_SECRET is not set: migration links are signed with the public devnet key.',
    );
  }
  const service = createMigrationService({
    db: ctx.db,
    tokenSecret: moveTokenSecret(ctx.config),
    verifyCredential: createSocialCredentialVerifier(settings.providers),
  });
  await app.register(oldChainMigrationRoutes(service), { prefix: prefixes.oldChain });
  await app.register(gameMigrationRoutes(service), { prefix: prefixes.game });
  await app.register(serverMigrationRoutes(service), { prefix: prefixes.server });

  if (ctx.deployment?.env === 'devnet') {
    // The devnet ships demo kingdoms so its printed links open something (idempotent).
    await seedDemoKingdoms(ctx.db);
  }

  if (settings.devIssuerUrl) {
    const issuer = await createDevIssuer(settings.devIssuerUrl, DEV_CLIENTS);
    await app.register(
      devIssuerRoutes({
        issuer,
        facebookAppSecret: DEV_FACEBOOK_APP_SECRET,
        allowedOrigins: ctx.config.corsOrigins,
      }),
      { prefix: DEV_ISSUER_PATH },
    );
    ctx.logger.info(`Local OpenID issuer for migration sign-in at ${settings.devIssuerUrl}`);
  }

  if (ctx.config.migration.dailyMoveJob) {
    let schedule: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      schedule = scheduleDaily(
        { hourUtc: 0, minuteUtc: 0 },
        async (scheduledFor) => {
          const report = await runDailyMoves(ctx.db, scheduledFor);
          ctx.logger.info(report, 'Daily kingdom moves processed');
        },
        { onError: (error) => ctx.logger.error({ err: error }, 'Daily kingdom move job failed') },
      );
    });
    app.addHook('onClose', async () => schedule?.stop());
  }
}
