import { type ChainReadiness, healthEndpoints } from '@kingdoms/shared/api/health';
import { sql } from 'kysely';
import { migrations } from '../../db/migrations/index';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { skippedRpcProviders } from '../../lib/rpcTransport';
import { lowBalanceSenders } from '../../lib/senderGuards';
import { defineModule } from '../module';
import { healthConfig } from './config';
import { createReadinessGate, judgeIndexing, pendingMigrations } from './readiness';

/** Longest wait for each chain's head; a slow RPC fails readiness rather than hold the balancer. */
const HEAD_READ_TIMEOUT_MS = 2_000;
/** Longest wait for the database's answer; a balancer's health check times out after a few seconds. */
const DB_CHECK_TIMEOUT_MS = 2_000;

/** `work`, or a rejection once `ms` have passed (the work itself goes on and is ignored). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz (liveness: the process and its database answer) and GET /readyz (readiness: the
 * database answers, every migration is applied and every chain's indexer is close to its head;
 * a change of answer only once it has held for READY_HOLD_MS; the jobs this instance leads).
 * Both answer 503 naming what failed. See docs/deployment.md for the balancer's settings.
 */
export const healthModule = defineModule({
  name: 'health',
  config: healthConfig,
  setup: ({ db, indexer, leadership, settings }) => {
    const gate = createReadinessGate(settings.readyHoldMs);
    return {
      endpoints: serveGroup(healthEndpoints, {
        health: async (_query, request) => {
          try {
            await within(DB_CHECK_TIMEOUT_MS, sql`select 1`.execute(db));
            return { status: 'ok' as const, db: 'ok' as const };
          } catch (error) {
            request.log.warn(
              { err: { message: (error as Error).message } },
              'Health check: database unavailable',
            );
            return refuse(healthEndpoints.health, 'db_unavailable');
          }
        },
        readiness: async (_query, request) => {
          const failures: string[] = [];
          let chains: ChainReadiness[] = [];
          try {
            const rows = await within(
              DB_CHECK_TIMEOUT_MS,
              sql<{ name: string }>`select name from kysely_migration`.execute(db),
            );
            const pending = pendingMigrations(
              Object.keys(migrations),
              rows.rows.map((row) => row.name),
            );
            if (pending.length > 0)
              failures.push(`migrations: ${pending.length} not applied (${pending.join(', ')})`);
            const indexing = judgeIndexing(await indexer.statuses(HEAD_READ_TIMEOUT_MS), {
              maxLagBlocks: indexer.readyMaxLagBlocks,
              maxLagSeconds: indexer.readyMaxLagSeconds,
            });
            failures.push(...indexing.failures);
            chains = [...indexing.chains];
          } catch (error) {
            request.log.warn(
              { err: { message: (error as Error).message } },
              'Readiness check: database unavailable',
            );
            failures.push('db: the database does not answer');
          }
          const { ready, changingForMs } = gate.judge(failures.length === 0);
          // A skipped provider alone does not make an instance unready (the others serve), but it
          // is named, and beside a failure it is often the reason.
          const skipped = skippedRpcProviders();
          if (!ready) {
            request.log.warn({ failures, skippedRpcProviders: skipped }, 'Not ready');
            const providers = skipped.length > 0 ? [`rpc providers skipped: ${skipped.join(', ')}`] : [];
            const recovering =
              failures.length === 0 && changingForMs !== undefined
                ? [
                    `recovering: every check passes for ${Math.floor(changingForMs / 1000)} s, ready after ${settings.readyHoldMs / 1000} s`,
                  ]
                : [];
            return refuse(
              healthEndpoints.readiness,
              'not_ready',
              [...recovering, ...failures, ...providers].join('; '),
            );
          }
          if (failures.length > 0)
            request.log.warn(
              { failures, changingForMs },
              'Readiness check failed; still ready until it holds',
            );
          return {
            status: 'ready' as const,
            db: 'ok' as const,
            migrations: 'ok' as const,
            maxLagBlocks: indexer.readyMaxLagBlocks,
            maxLagSeconds: indexer.readyMaxLagSeconds,
            chains,
            skippedRpcProviders: skipped,
            // A sender below its minimum balance is named (an operator refills it); still ready.
            warnings: [...failures, ...lowBalanceSenders()],
            leads: leadership.led().map(({ job, term }) => ({ job, term: String(term) })),
          };
        },
      }),
    };
  },
});
