import { INDEXED_WAIT_MAX_MS } from '@kingdoms/shared/api/chainIndexer';
import { rouletteEndpoints } from '@kingdoms/shared/api/roulette';
import type { FastifyRequest } from 'fastify';
import type { Hex } from 'viem';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { type ApiModule, defineModule, type ModuleContext, type Worker } from '../module';
import { rouletteConfig } from './config';
import { createRouletteService, type RouletteServiceOptions } from './service';
import { rouletteSubscription } from './subscription';

/** The wallet of the request's Sign-In with Ethereum session (set by the 'wallet' guard). */
function sessionWallet(request: FastifyRequest): string {
  const session = request.walletSession;
  if (!session) throw new Error('A roulette endpoint ran without its access guard');
  return session.address;
}

/** Reads the burn transaction's receipt on Polygon, then waits for the indexer to cover its block. */
function burnWaiter(ctx: Pick<ModuleContext, 'chains' | 'indexer'>, chainId: number) {
  const client = ctx.chains.client('polygon', { retryCount: 1, timeoutMs: 10_000 });
  return async (txHash: Hex): Promise<boolean> => {
    if (!ctx.indexer.follows(chainId)) return false;
    try {
      const receipt = await client.getTransactionReceipt({ hash: txHash });
      await ctx.indexer.waitForBlock(chainId, receipt.blockNumber, INDEXED_WAIT_MAX_MS);
      return true;
    } catch {
      // Not mined (or unknown to the node), or not indexed in time.
      return false;
    }
  };
}

/** Keeps the current and the next period's seeds committed (see service.prepareSeeds). */
function seedWorker(
  ctx: Pick<ModuleContext, 'logger'>,
  prepare: () => Promise<void>,
  intervalMs: number,
): Worker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = prepare().catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'roulette seed worker failed'),
    );
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, intervalMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

/**
 * The roulette event (spec 2 §2, §4, §7; issue 18): MysteryBox burns on Polygon, indexed, grant
 * tickets once per transaction; a spin spends one ticket and records a draw derived from the
 * period's committed seed (packages/shared/src/rouletteFair.ts) in one transaction; seeds are
 * revealed when their period ends. See README.md.
 */
export function createRouletteModule(
  options: Pick<RouletteServiceOptions, 'now' | 'newSeed'> = {},
): ApiModule {
  return defineModule({
    name: 'roulette',
    config: rouletteConfig,
    setup(ctx) {
      const { settings } = ctx;
      const subscription = rouletteSubscription(ctx.deployment, ctx.logger);
      const polygon = ctx.deployment?.chains.polygon;
      const service = createRouletteService({
        db: ctx.db,
        schedule: {
          start: settings.eventStart,
          end: settings.eventEnd,
          periodSeconds: settings.periodSeconds,
        },
        weights: settings.weights,
        waitForBurnIndexed: subscription && polygon ? burnWaiter(ctx, subscription.chainId) : undefined,
        ...options,
      });
      return {
        endpoints: serveGroup(rouletteEndpoints, {
          info: async (body) => service.info(body.publicKey),
          spin: async (_body, request) => service.spin(sessionWallet(request)),
          history: async (body) => ({ result: 1 as const, history: await service.history(body.publicKey) }),
          burnsMysteryBox: async (body, request) => {
            if (!subscription) return refuse(rouletteEndpoints.burnsMysteryBox, 'roulette_unavailable');
            return service.grantBurn(sessionWallet(request), body.txHash as Hex);
          },
        }),
        subscriptions: subscription ? [subscription] : [],
        workers: [seedWorker(ctx, () => service.prepareSeeds(), settings.seedIntervalMs)],
      };
    },
  });
}

export const rouletteModule = createRouletteModule();
