import type { AnyEndpoint } from '@kingdoms/shared/api/endpoint';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { type AccessGuards, registerEndpoint } from '../http/endpoints';
import { newHolderId } from '../lib/leaderLease';
import { assertOneJobPerSender } from '../lib/senders';
import { createSingletons, type Singletons } from '../lib/singletons';
import type { ApiMetrics } from '../observability/metrics';
import type { PlatformServices } from '../platform';
import { requireAdmin, requireWallet } from './auth';
import { type ChainIndexers, startChainIndexers } from './chain-indexer';
import type {
  ApiModule,
  IndexerAccess,
  LeadershipAccess,
  ModuleContext,
  ModuleParts,
  ModuleSettingsKey,
} from './module';

/** Longest wait for each chain's head during a metrics scrape. */
const METRICS_HEAD_TIMEOUT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's chain indexers (null: the deployment has nothing to index). Tests wait on them. */
    chainIndexers: ChainIndexers | null;
  }
}

/**
 * A module's context: the platform's context without the whole configuration, plus the module's
 * own settings and the ones it declared in `needs` (module.ts: defineModule).
 */
export function contextFor(
  module: Pick<ApiModule, 'config' | 'needs'>,
  { config, ...platform }: AppContext,
  services: Pick<
    ModuleContext,
    'devnet' | 'auth' | 'payouts' | 'relayer' | 'dragos' | 'rewards' | 'indexer' | 'leadership'
  >,
): ModuleContext<unknown, ModuleSettingsKey> {
  const settingsOf = (key: string): unknown => (config as unknown as Record<string, unknown>)[key];
  return {
    ...platform,
    ...services,
    settings: module.config ? settingsOf(module.config.key) : undefined,
    needs: Object.fromEntries((module.needs ?? []).map((key) => [key, settingsOf(key)])) as ModuleContext<
      unknown,
      ModuleSettingsKey
    >['needs'],
    platform: {
      production: config.production,
      signerPrivateKey: config.signerPrivateKey,
      corsOrigins: config.corsOrigins,
      networkOverrides: config.networkOverrides,
    },
  };
}

/**
 * Registers every enabled module: sets each up, seeds the devnet, serves the endpoints (guarded by
 * their descriptor's access), runs one chain indexer per chain for all subscriptions (polling only
 * where INDEXER_ENABLED), schedules the daily jobs and starts the workers once the server is
 * ready; closing the server stops them all. Returns the descriptors it serves.
 */
export async function registerModules(
  app: FastifyInstance,
  ctx: AppContext,
  services: PlatformServices,
  modules: readonly ApiModule[],
  options: { readonly metrics?: ApiMetrics } = {},
): Promise<AnyEndpoint[]> {
  const { auth } = services;
  const guards: AccessGuards = { wallet: requireWallet(auth), admin: requireAdmin(auth) };
  // The indexers need every module's subscriptions, so they exist only after setup; nothing
  // waits on them before the server is ready.
  let indexers: ChainIndexers | null = null;
  const indexer: IndexerAccess = {
    follows: (chainId) => indexers?.indexers.has(chainId) ?? false,
    waitForBlock: (chainId, blockNumber, timeoutMs) =>
      indexers
        ? indexers.waitForBlock(chainId, blockNumber, timeoutMs)
        : Promise.reject(new Error('This process indexes no chain')),
    headNumber: async (chainId, timeoutMs) => indexers?.headNumber(chainId, timeoutMs),
    statuses: async (timeoutMs) => (indexers ? indexers.statuses(timeoutMs) : []),
    readyMaxLagBlocks: ctx.config.chainIndexer.readyMaxLagBlocks,
    readyMaxLagSeconds: ctx.config.chainIndexer.readyMaxLagSeconds,
  };
  // The singletons exist once every module is set up; /readyz asks only after that.
  let singletons: Singletons | undefined;
  const leadership: LeadershipAccess = { led: () => singletons?.led() ?? [] };
  const devnet = ctx.chains.devnet;

  const parts: ModuleParts[] = [];
  for (const module of modules) {
    const moduleCtx = contextFor(module, ctx, { devnet, ...services, indexer, leadership });
    if (module.enabled && !module.enabled(moduleCtx)) continue;
    parts.push(await module.setup(moduleCtx));
  }

  // The relayer gets every module's routes once all are set up (relayer/module.ts).
  const relayerRoutes = parts.flatMap((part) => part.relayerRoutes ?? []);
  for (const part of [...parts]) if (part.relay) parts.push(part.relay(relayerRoutes));

  if (devnet) {
    for (const part of parts) await part.devnetSeed?.();
  }

  const served: AnyEndpoint[] = [];
  for (const handler of parts.flatMap((part) => part.endpoints ?? [])) {
    registerEndpoint(app, handler, guards);
    served.push(handler.endpoint);
  }

  const subscriptions = parts.flatMap((part) => part.subscriptions ?? []);
  indexers =
    subscriptions.length > 0
      ? startChainIndexers(ctx, subscriptions, {
          onChange: (chainId) => {
            for (const part of parts) part.onIndexerChange?.(chainId);
          },
        })
      : null;
  app.decorate('chainIndexers', indexers);

  const jobs = parts.flatMap((part) => part.jobs ?? []);
  const workers = parts.flatMap((part) => part.workers ?? []);
  assertOneJobPerSender(workers);
  // Singleton work (each chain's indexer, signer workers, daily jobs) runs on the instance that
  // leads its lease; every instance competes, so a crashed leader is replaced (lib/singletons.ts).
  const jobLeases = createSingletons({
    db: ctx.db,
    holder: newHolderId(),
    timings: ctx.config.leases,
    logger: ctx.logger.child({ module: 'leases' }),
    exclusiveDatabase: ctx.config.database.kind === 'pglite',
  });
  singletons = jobLeases;
  options.metrics?.setSources({
    chains: () => indexer.statuses(METRICS_HEAD_TIMEOUT_MS),
    jobs: () => jobLeases.report(),
    queues: parts.flatMap((part) => part.queues ?? []),
    senders: workers.flatMap((worker) =>
      (worker.senders ?? []).map((sender) => ({ ...sender, job: worker.singleton ?? 'worker' })),
    ),
    balanceOf: async (chainId, address) => {
      const network = ctx.chains.networkOfChain(chainId);
      return network ? ctx.chains.client(network).getBalance({ address }) : undefined;
    },
  });
  app.addHook('onReady', async () => {
    if (indexers && ctx.config.chainIndexer.enabled) {
      for (const [chainId, chainIndexer] of indexers.indexers) {
        jobLeases.runWhileLeader(`indexer:${chainId}`, chainIndexer);
      }
    }
    for (const job of jobs) jobLeases.daily(job);
    for (const worker of workers) {
      if (worker.singleton) jobLeases.runWhileLeader(worker.singleton, worker);
      else worker.start();
    }
    await jobLeases.start();
  });
  app.addHook('onClose', async () => {
    await jobLeases.stop();
    await Promise.all(workers.filter((worker) => !worker.singleton).map((worker) => worker.stop()));
    await indexers?.stop();
  });
  return served;
}
