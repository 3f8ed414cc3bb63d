import { defineModule } from '../module';
import { randomnessOracleConfig } from './config';
import { createOracleChain } from './oracleChain';
import { resolveOracleSetup } from './setup';
import { randomnessSubscriptions } from './subscription';
import { createOracleWorker, type OracleWorker } from './worker';

/**
 * Randomness for hatching and rehatching: indexes every DevRandomnessOracle's requests and
 * fulfilments (whoever fulfils), and with RANDOMNESS_ORACLE=devnet runs the operator worker per
 * chain (commit seeds ahead, fulfil each request once). Other modules read a request's
 * pending/stuck/fulfilled status through index.ts.
 */
export const randomnessOracleModule = defineModule({
  name: 'randomness-oracle',
  config: randomnessOracleConfig,
  setup(ctx) {
    const { settings, db, logger } = ctx;
    const setup = resolveOracleSetup(settings, ctx.chains);
    if (setup.problem) logger.warn(setup.problem);
    const workers = new Map<number, OracleWorker>();
    for (const chain of setup.chains) {
      if (!setup.operator) break;
      workers.set(
        chain.chainId,
        createOracleWorker({
          db,
          logger,
          intervalMs: settings.workerIntervalMs,
          commitmentsAhead: settings.commitmentsAhead,
          // Registered below as a singleton: runs on its lease's leader only.
          exclusive: true,
          chain: createOracleChain({
            rpcUrl: chain.rpcUrl,
            rpcUrls: chain.rpcUrls,
            rpcLogger: logger,
            guards: ctx.chains.senderGuards(chain.network),
            chainId: chain.chainId,
            oracle: chain.oracle,
            operator: setup.operator,
            pollingIntervalMs: chain.local ? 50 : 2_000,
            receiptTimeoutMs: chain.local ? 30_000 : 180_000,
          }),
        }),
      );
    }
    return {
      subscriptions: randomnessSubscriptions(ctx.deployment),
      // A newly indexed request is fulfilled at once rather than at the next poll.
      onIndexerChange(chainId) {
        workers.get(chainId)?.wake();
      },
      // One instance at a time per chain sends from the operator key (docs/deployment.md).
      workers: [...workers].map(([chainId, worker]) => ({
        ...worker,
        singleton: `randomness-oracle:${chainId}`,
        senders: setup.operator ? [{ chainId, address: setup.operator.address }] : [],
      })),
      queues: [
        {
          queue: 'oracle',
          table: 'randomness_request',
          pendingStates: ['pending', 'sent'],
          createdColumn: 'requested_at',
        },
      ],
    };
  },
});
