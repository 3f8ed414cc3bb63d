import { healthEndpoints } from '@kingdoms/shared/api/health';
import { sql } from 'kysely';
import { migrations } from '../../db/migrations/index';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { skippedRpcProviders } from '../../lib/rpcTransport';
import { defineModule } from '../module';
import { judgeIndexing, pendingMigrations } from './readiness';

/** Longest wait for each chain's head; a slow RPC fails readiness rather than hold the balancer. */
const HEAD_READ_TIMEOUT_MS = 2_000;

/**
 * GET /healthz (liveness: the process and its database answer) and GET /readyz (readiness: the
 * database answers, every migration is applied and every chain's indexer is close to its head).
 * Both answer 503 naming what failed. See docs/deployment.md for the balancer's settings.
 */
export const healthModule = defineModule({
  name: 'health',
  setup: ({ db, indexer }) => ({
    endpoints: serveGroup(healthEndpoints, {
      health: async (_query, request) => {
        try {
          await sql`select 1`.execute(db);
          return { status: 'ok' as const, db: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'Health check: database unreachable');
          return refuse(healthEndpoints.health, 'db_unavailable');
        }
      },
      readiness: async (_query, request) => {
        let applied: string[];
        try {
          const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
          applied = rows.rows.map((row) => row.name);
        } catch (error) {
          request.log.error({ err: error }, 'Readiness check: database unreachable');
          return refuse(healthEndpoints.readiness, 'not_ready', 'db: the database does not answer');
        }
        const pending = pendingMigrations(Object.keys(migrations), applied);
        const indexing = judgeIndexing(
          await indexer.statuses(HEAD_READ_TIMEOUT_MS),
          indexer.readyMaxLagBlocks,
        );
        const failures = [
          ...(pending.length > 0
            ? [`migrations: ${pending.length} not applied (${pending.join(', ')})`]
            : []),
          ...indexing.failures,
        ];
        // A skipped provider alone does not make an instance unready (the others serve), but it
        // is named, and beside a failure it is often the reason.
        const skipped = skippedRpcProviders();
        if (failures.length > 0) {
          request.log.warn({ failures, skippedRpcProviders: skipped }, 'Not ready');
          const providers = skipped.length > 0 ? [`rpc providers skipped: ${skipped.join(', ')}`] : [];
          return refuse(healthEndpoints.readiness, 'not_ready', [...failures, ...providers].join('; '));
        }
        return {
          status: 'ready' as const,
          db: 'ok' as const,
          migrations: 'ok' as const,
          maxLagBlocks: indexer.readyMaxLagBlocks,
          chains: [...indexing.chains],
          skippedRpcProviders: skipped,
        };
      },
    }),
  }),
});
