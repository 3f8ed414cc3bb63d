import { DEVNET_RELAYER_SENDER } from '@kingdoms/contracts/accounts';
import { privateKeyToAccount } from 'viem/accounts';
import type { ApiModule } from '../module';
import { relayerConfig } from './config';
import type { RelayerRoute } from './route';
import { RELAYER_ROUTES } from './routes';
import { relayerSignerKey } from './signatures';
import { deliverySubscription, routeSubscription } from './subscription';
import { createTargetChain, type TargetChain } from './targetChain';
import { createRelayerWorker } from './worker';

/**
 * The general relayer (README.md): each route turns a source event into a message with a nonce,
 * signs it with the API's EIP-712 key and delivers it once on its target chain (or hands the
 * signature to the user). First route: genesis eggs, Ethereum GenesisEggGate → Arena-Z Egg.
 */
export const relayerModule: ApiModule = {
  name: 'relayer',
  config: relayerConfig,
  setup(ctx) {
    const deployment = ctx.deployment;
    if (!deployment) return {};
    const routes: RelayerRoute[] = [];
    for (const factory of RELAYER_ROUTES) {
      const route = factory(deployment, { config: ctx.config, devnet: ctx.devnet });
      if ('problem' in route) ctx.logger.info(`A relayer route is off: ${route.problem}`);
      else routes.push(route);
    }
    if (routes.length === 0) return {};
    const subscriptions = [
      ...routes.map(routeSubscription),
      ...routes.flatMap((route) => deliverySubscription(route) ?? []),
    ];
    const devnet = deployment.env === 'devnet';
    const signerKey = relayerSignerKey(ctx.config, devnet);
    const { relayer } = ctx.config;
    if (!relayer.jobs) return { subscriptions };
    if (!signerKey) {
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
          rpcUrl:
            ctx.config.networkOverrides[target.network].rpcUrl ?? deployment.chains[target.network].rpcUrl,
          chainId: target.chainId,
          // Its own account on the devnet, so deliveries never share nonces with the payouts.
          senderKey: relayer.senderPrivateKey ?? (ctx.devnet ? DEVNET_RELAYER_SENDER.privateKey : signerKey),
          pollingIntervalMs: devnet ? 100 : 4_000,
          receiptTimeoutMs: devnet ? 30_000 : 300_000,
        }),
      );
    }
    const worker = createRelayerWorker({
      db: ctx.db,
      routes,
      signer: privateKeyToAccount(signerKey),
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
      workers: [{ ...worker, singleton: 'relayer' }],
      onIndexerChange(chainId) {
        if (sourceChains.has(chainId)) worker.wake();
      },
    };
  },
};
