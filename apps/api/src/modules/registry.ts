import type { AnyEndpoint } from '@kingdoms/shared/api/endpoint';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { type AccessGuards, registerEndpoint } from '../http/endpoints';
import { newHolderId } from '../lib/leaderLease';
import { assertOneJobPerSender } from '../lib/senders';
import { createSingletons, type Singletons } from '../lib/singletons';
import { createFigureHistory } from '../observability/history';
import type { ApiMetrics } from '../observability/metrics';
import { operationsHandlers } from '../observability/operations';
import { type ChainIndexers, isTypedSubscription, startChainIndexers } from './chain-indexer';
import type {
  ApiModule,
  IndexerAccess,
  LeadershipAccess,
  ModuleContext,
  ModuleServices,
  ModuleSettingsKey,
  ModuleWork,
  ServiceName,
  SetUpParts,
} from './module';

/** Longest wait for each chain's head during a metrics scrape. */
const METRICS_HEAD_TIMEOUT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's chain indexers (null: the deployment has nothing to index). Tests wait on them. */
    chainIndexers: ChainIndexers | null;
  }
}

/** What the registry itself hands to every module's context, beside its settings and services. */
export type PlatformParts = Pick<ModuleContext, 'devnet' | 'indexer' | 'leadership'>;

/**
 * A module's context: the platform's context without the whole configuration, plus the module's
 * own settings, the ones it declared in `needs` and the services it declared in `uses`
 * (module.ts: defineModule).
 */
export function contextFor(
  module: Pick<ApiModule, 'name' | 'config' | 'needs' | 'uses'>,
  { config, ...platform }: AppContext,
  parts: PlatformParts,
  services: Partial<ModuleServices> = {},
): ModuleContext<unknown, ModuleSettingsKey, ServiceName> {
  const settingsOf = (key: string): unknown => (config as unknown as Record<string, unknown>)[key];
  const used = (module.uses ?? []).map((name) => {
    if (!(name in services)) {
      throw new Error(`The ${module.name} module uses '${name}', which no module set up here provides`);
    }
    return [name, services[name]];
  });
  return {
    ...platform,
    ...parts,
    settings: module.config ? settingsOf(module.config.key) : undefined,
    needs: Object.fromEntries((module.needs ?? []).map((key) => [key, settingsOf(key)])) as ModuleContext<
      unknown,
      ModuleSettingsKey
    >['needs'],
    services: Object.fromEntries(used) as ModuleServices,
    platform: {
      production: config.production,
      signerPrivateKey: config.signerPrivateKey,
      corsOrigins: config.corsOrigins,
      networkOverrides: config.networkOverrides,
      safeAppOrigins: config.safeAppOrigins,
    },
  };
}

/**
 * The modules in the order to set them up: every module after the providers of what it uses,
 * otherwise in the given order. Throws, naming them, when a used service has no provider, two
 * modules provide one name, or the uses go round in a circle.
 */
export function orderModules(modules: readonly ApiModule[]): ApiModule[] {
  const providers = new Map<ServiceName, ApiModule>();
  for (const module of modules) {
    for (const name of module.provides ?? []) {
      const other = providers.get(name);
      if (other) throw new Error(`Both the ${other.name} and the ${module.name} module provide '${name}'`);
      providers.set(name, module);
    }
  }
  for (const module of modules) {
    for (const name of module.uses ?? []) {
      if (!providers.has(name))
        throw new Error(`The ${module.name} module uses '${name}', which no module provides`);
    }
  }
  const ordered: ApiModule[] = [];
  const state = new Map<ApiModule, 'visiting' | 'done'>();
  const visit = (module: ApiModule, path: readonly string[]) => {
    const seen = state.get(module);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const circle = [...path.slice(path.indexOf(module.name)), module.name];
      throw new Error(`Modules use each other in a circle: ${circle.join(' → ')}`);
    }
    state.set(module, 'visiting');
    for (const name of module.uses ?? []) {
      const provider = providers.get(name);
      if (provider && provider !== module) visit(provider, [...path, module.name]);
    }
    state.set(module, 'done');
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}

/**
 * Registers every enabled module: orders them by what they provide and use, sets each up (handing
 * it the services of the modules it uses), runs the parts they build once all are set up, seeds
 * the devnet, serves the endpoints (guarded by their descriptor's access, with the `accessGuards`
 * service), runs one chain indexer per chain for all subscriptions (polling only where
 * INDEXER_ENABLED), schedules the daily jobs and starts the workers once the server is ready;
 * closing the server stops them all. Returns the descriptors it serves.
 */
export async function registerModules(
  app: FastifyInstance,
  ctx: AppContext,
  modules: readonly ApiModule[],
  options: { readonly metrics?: ApiMetrics } = {},
): Promise<AnyEndpoint[]> {
  const ordered = orderModules(modules);
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

  const services: Partial<ModuleServices> = {};
  const setUp: SetUpParts[] = [];
  for (const module of ordered) {
    const moduleCtx = contextFor(module, ctx, { devnet, indexer, leadership }, services);
    if (module.enabled && !module.enabled(moduleCtx)) continue;
    const part = await module.setup(moduleCtx);
    for (const name of module.provides ?? []) {
      if (!part.services || !(name in part.services))
        throw new Error(`The ${module.name} module provides '${name}' but its setup returned none`);
      Object.assign(services, { [name]: part.services[name] });
    }
    setUp.push(part);
  }
  // Parts a module builds from what the modules set up after it handed over (the relayer's routes).
  const parts: ModuleWork[] = [...setUp, ...setUp.flatMap((part) => part.afterSetup?.() ?? [])];

  if (devnet) {
    for (const part of parts) await part.devnetSeed?.();
  }

  const holder = newHolderId();
  // The studio's operations page (admins) reads what /metrics reads: the platform serves it.
  // Its charts' last hour: a ring of samples this instance keeps (observability/history.ts).
  const history = options.metrics
    ? createFigureHistory(options.metrics.figures, {
        onError: (error) => ctx.logger.warn({ err: error }, 'Operations sample failed'),
      })
    : undefined;
  const platformEndpoints =
    history && options.metrics && services.accessGuards
      ? operationsHandlers(options.metrics.figures, holder, history)
      : [];
  const served: AnyEndpoint[] = [];
  for (const handler of [...parts.flatMap((part) => part.endpoints ?? []), ...platformEndpoints]) {
    const { access } = handler.endpoint;
    if (access !== 'anyone' && !services.accessGuards) {
      throw new Error(
        `${handler.endpoint.method} ${handler.endpoint.path} is for '${access}' callers, but no module provides 'accessGuards'`,
      );
    }
    registerEndpoint(app, handler, services.accessGuards as AccessGuards);
    served.push(handler.endpoint);
  }

  const subscriptions = parts.flatMap((part) => part.subscriptions ?? []);
  // One API for chain events: a hand-built subscription would hand its handlers untyped logs.
  for (const candidate of subscriptions) {
    if (!isTypedSubscription(candidate)) {
      throw new Error(
        `Subscription ${candidate.name} is not built with subscription({ on }) (chain-indexer)`,
      );
    }
  }
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
    holder,
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
      (worker.senders ?? []).map((sender) => {
        const network = ctx.chains.networkOfChain(sender.chainId);
        return {
          ...sender,
          network,
          job: worker.singleton ?? 'worker',
          minBalance: network ? ctx.config.networkOverrides[network].minSenderBalance : undefined,
        };
      }),
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
    history?.start();
  });
  app.addHook('onClose', async () => {
    history?.stop();
    await jobLeases.stop();
    await Promise.all(workers.filter((worker) => !worker.singleton).map((worker) => worker.stop()));
    await indexers?.stop();
  });
  return served;
}
