import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { scheduleDaily } from '../../lib/scheduler';
import { authServiceOf } from '../auth/routes';
import { createPayoutChain } from './payoutChain';
import { createPayoutWorker, type PayoutWorker } from './payoutWorker';
import { stakingRewardsRoutes } from './routes';
import { resolvePayoutSetup } from './setup';
import { runRewardSnapshot, type SnapshotResult } from './snapshot';

/** The game service prefix (SERVICE_PREFIXES.game of modules/index.ts, not imported: it imports us). */
const GAME_PREFIX = '/game';

/** Devnet: how long, and how often, the startup snapshot waits for the indexer's first positions. */
export const DEVNET_SNAPSHOT_WAIT = { attempts: 120, everyMs: 1_000 } as const;

export interface StakingRewardsOptions {
  /** Where the claim route is mounted; the game prefix by default. */
  prefix?: string;
}

/**
 * Pledging rewards: POST /game/staking/claim/myreward, and with REWARD_JOBS (default on) the
 * 00:00 UTC snapshot, the Polygon payout worker and, on the devnet, a snapshot of the current
 * day at startup so the demo pledgers have a reward to claim at once.
 */
export async function registerStakingRewards(
  app: FastifyInstance,
  ctx: AppContext,
  options: StakingRewardsOptions = {},
): Promise<void> {
  const { config, db, logger } = ctx;
  const setup = resolvePayoutSetup(config, ctx.deployment);
  if (setup.problem) logger.warn(setup.problem);

  const worker: PayoutWorker | undefined = setup.worker
    ? createPayoutWorker({
        db,
        logger,
        intervalMs: config.staking.payoutIntervalMs,
        chain: createPayoutChain({
          ...setup.worker,
          // Local chains mine at once; Polygon takes seconds per block.
          pollingIntervalMs: setup.worker.local ? 50 : 2_000,
          receiptTimeoutMs: setup.worker.local ? 30_000 : 180_000,
        }),
      })
    : undefined;

  await app.register(
    stakingRewardsRoutes({
      db,
      auth: authServiceOf(ctx),
      claimsOpen: setup.claimsOpen,
      onClaimed: () => worker?.wake(),
    }),
    { prefix: options.prefix ?? GAME_PREFIX },
  );

  if (!config.staking.jobs) return;
  const pool = config.staking.dailyRewardPool;
  const logSnapshot = (result: SnapshotResult) => {
    if (result.status === 'created') {
      logger.info(
        {
          ...result,
          pool: String(result.pool),
          totalStake: String(result.totalStake),
          distributed: String(result.distributed),
        },
        'Daily pledging reward snapshot taken',
      );
    } else {
      logger.info(
        { day: result.day, status: result.status },
        'Daily pledging reward snapshot: nothing to do',
      );
    }
  };

  let schedule: { stop(): void } | undefined;
  let devnetWait: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    schedule = scheduleDaily(
      { hourUtc: 0, minuteUtc: 0 },
      async (scheduledFor) => logSnapshot(await runRewardSnapshot(db, scheduledFor, pool)),
      { onError: (error) => logger.error({ err: error }, 'Daily pledging reward snapshot failed') },
    );
    worker?.start();
    // Only where claims can be paid: a devnet deployment without RewardPayout has nothing to demo.
    if (ctx.deployment?.env === 'devnet' && setup.claimsOpen) {
      devnetWait = snapshotWhenPledgesIndexed(ctx, pool, logSnapshot);
    }
  });
  app.addHook('onClose', async () => {
    schedule?.stop();
    await devnetWait?.stop();
    await worker?.stop();
  });
}

/**
 * Devnet only: snapshot today as soon as the chain indexer has stored the seeded pledges. A day
 * with no stake records nothing, so retrying until positions appear is harmless; once the day
 * exists (here or by another instance) the retries stop.
 */
function snapshotWhenPledgesIndexed(
  ctx: AppContext,
  pool: bigint,
  log: (result: SnapshotResult) => void,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  const attempt = async (left: number): Promise<void> => {
    try {
      const result = await runRewardSnapshot(ctx.db, new Date(), pool);
      if (result.status !== 'empty') return log(result);
    } catch (error) {
      ctx.logger.warn({ err: error }, 'Devnet startup reward snapshot failed; retrying');
    }
    if (stopped) return;
    if (left <= 1) {
      ctx.logger.info(
        'Devnet startup reward snapshot: no pledges indexed yet; the 00:00 UTC run will split the pool',
      );
      return;
    }
    timer = setTimeout(() => {
      if (!stopped) inFlight = attempt(left - 1);
    }, DEVNET_SNAPSHOT_WAIT.everyMs);
    timer.unref();
  };
  inFlight = attempt(DEVNET_SNAPSHOT_WAIT.attempts);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // The database closes after us: let a running attempt finish first.
      await inFlight;
    },
  };
}
