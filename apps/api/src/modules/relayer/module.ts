import { defineModule, type ModuleContext, type ModuleWork } from '../module';
import { type RelayerConfig, relayerConfig } from './config';
import { createRelayerMessages, type RelayerMessages } from './reads';
import type { RelayerRoute } from './route';
import { relayerSigner } from './signatures';
import { deliverySubscription, routeSubscription } from './subscription';
import { createTargetChain, type TargetChain } from './targetChain';
import { createRelayerWorker } from './worker';

/**
 * The relayer's service: its messages as other modules read them (the bridge), and the routes
 * modules hand it while they are set up (genesis eggs: dragos; the bridge's routes: bridge).
 */
export interface RelayerService extends RelayerMessages {
  /** Adds routes to sign and deliver; only during setup (the relayer's parts are built after it). */
  addRoutes(routes: readonly RelayerRoute[]): void;
}

declare module '../module' {
  interface ModuleServices {
    readonly relayer: RelayerService;
  }
}

/** The relayer's parts for every module's routes: their subscriptions and, here, the worker. */
function relayerParts(ctx: ModuleContext<RelayerConfig>, routes: readonly RelayerRoute[]): ModuleWork {
  if (routes.length === 0) return {};
  const subscriptions = [
    ...routes.map(routeSubscription),
    ...routes.flatMap((route) => deliverySubscription(route) ?? []),
  ];
  const { devnet } = ctx;
  const signer = relayerSigner(ctx.platform, ctx.chains);
  const relayer = ctx.settings;
  if (!relayer.jobs) return { subscriptions };
  if (!signer) {
    ctx.logger.warn('The relayer does not deliver here: SIGNER_PRIVATE_KEY is not set.');
    return { subscriptions };
  }
  const targets = new Map<number, TargetChain>();
  for (const route of routes) {
    const target = route.target;
    if (!target || targets.has(target.chainId)) continue;
    targets.set(
      target.chainId,
      createTargetChain({
        // A route's target is a network of the deployment, so it has an RPC.
        rpcUrl: ctx.chains.rpcUrl(target.network) as string,
        rpcUrls: ctx.chains.rpcUrls(target.network),
        rpcLogger: ctx.logger,
        guards: ctx.chains.senderGuards(target.network),
        chainId: target.chainId,
        // Its own account on the devnet, so deliveries never share nonces with the payouts.
        sender: ctx.chains.account(relayer.senderPrivateKey, 'relayerSender') ?? signer,
        pollingIntervalMs: devnet ? 100 : 4_000,
        receiptTimeoutMs: devnet ? 30_000 : 300_000,
      }),
    );
  }
  const worker = createRelayerWorker({
    db: ctx.db,
    routes,
    signer,
    targets,
    logger: ctx.logger,
    intervalMs: relayer.intervalMs,
    staleAfterMs: relayer.staleAfterMs,
    // Registered below as a singleton: runs on its lease's leader only.
    exclusive: true,
  });
  const sourceChains = new Set(routes.map((route) => route.source.chainId));
  return {
    subscriptions,
    // One instance at a time sends from the relayer key (docs/deployment.md).
    workers: [
      {
        ...worker,
        singleton: 'relayer',
        senders: [...targets.values()].map(({ chainId, sender }) => ({ chainId, address: sender })),
      },
    ],
    // 'signed' messages wait for their player to deliver them, not for the relayer.
    queues: [
      {
        queue: 'relayer',
        table: 'relayer_message',
        pendingStates: ['pending', 'sent', 'held'],
        createdColumn: 'created_at',
      },
    ],
    onIndexerChange(chainId) {
      if (sourceChains.has(chainId)) worker.wake();
    },
  };
}

/**
 * The general relayer (README.md): each route turns a source event into a message with a nonce,
 * signs it with the API's EIP-712 key and delivers it once on its target chain (or hands the
 * signature to the user). Modules that use it hand it their routes (`addRoutes`): genesis eggs
 * (dragos), Ethereum GenesisEggGate → Arena-Z Egg, and the bridge's routes (bridge).
 */
export const relayerModule = defineModule({
  name: 'relayer',
  config: relayerConfig,
  provides: ['relayer'],
  setup(ctx) {
    const routes: RelayerRoute[] = [];
    let settled = false;
    const relayer: RelayerService = {
      ...createRelayerMessages(ctx.db),
      addRoutes(more) {
        if (settled) throw new Error('Relayer routes are added during setup only');
        routes.push(...more);
      },
    };
    return {
      services: { relayer },
      // Every module that uses the relayer is set up by now: its routes are all here.
      afterSetup() {
        settled = true;
        return relayerParts(ctx, routes);
      },
    };
  },
});
