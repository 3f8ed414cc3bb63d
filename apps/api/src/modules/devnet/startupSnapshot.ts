import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Worker } from '../module';
import { logSnapshot, runRewardSnapshot } from '../staking-rewards';

/** How long, and how often, the startup snapshot waits for the indexer's first positions. */
export const DEVNET_SNAPSHOT_WAIT = { attempts: 120, everyMs: 1_000 } as const;

/**
 * Snapshots today as soon as the chain indexer has stored the seeded pledges, so the demo
 * pledgers have a reward to claim at once instead of after 00:00 UTC. A day with no stake records
 * nothing, so retrying until positions appear is harmless; once the day exists (here or by
 * another instance) the retries stop.
 */
export function startupRewardSnapshot(
  db: Kysely<Database>,
  logger: FastifyBaseLogger,
  poolWholeA2z: bigint,
): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  const attempt = async (left: number): Promise<void> => {
    try {
      const result = await runRewardSnapshot(db, new Date(), poolWholeA2z);
      if (result.status !== 'empty') return logSnapshot(logger, result);
    } catch (error) {
      logger.warn({ err: error }, 'Devnet startup reward snapshot failed; retrying');
    }
    if (stopped) return;
    if (left <= 1) {
      logger.info(
        'Devnet startup reward snapshot: no pledges indexed yet; the 00:00 UTC run will split the pool',
      );
      return;
    }
    timer = setTimeout(() => {
      if (!stopped) inFlight = attempt(left - 1);
    }, DEVNET_SNAPSHOT_WAIT.everyMs);
    timer.unref();
  };
  return {
    start() {
      inFlight = attempt(DEVNET_SNAPSHOT_WAIT.attempts);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // The database closes after us: let a running attempt finish first.
      await inFlight;
    },
  };
}
