import { bridgeEndpoints } from '@kingdoms/shared/api/bridge';
import type { BridgeRoute } from '@kingdoms/shared/bridge';
import type { FastifyRequest } from 'fastify';
import { serveGroup } from '../../http/endpoints';
import { type ApiModule, defineModule } from '../module';
import { type RelayerRoute, relayerSigner } from '../relayer';
import { receiptBlockReader } from './chain';
import { bridgeConfig } from './config';
import { bridgeRelayerRoutes } from './routes';
import { type BridgeServiceOptions, createBridgeService } from './service';
import { resourceSubscription } from './subscription';

/** What tests replace: the routes (built from the deployment otherwise), chain reads, the clock. */
export interface BridgeModuleOverrides {
  readonly routes?: ReadonlyMap<BridgeRoute, RelayerRoute>;
  readonly readReceiptBlock?: BridgeServiceOptions['readReceiptBlock'];
  readonly waitForBlock?: BridgeServiceOptions['waitForBlock'];
  readonly now?: () => number;
}

/** The signed-in wallet of a 'wallet' endpoint (the guard set it; lowercase). */
function caller(request: FastifyRequest): string {
  const session = request.walletSession;
  if (!session) throw new Error('A wallet endpoint ran without its session');
  return session.address.toLowerCase();
}

/**
 * The bridge (spec 3 "Bridge page", §4, §7; issue 17): its relayer routes (handed to the relayer's
 * `addRoutes`; bridge/routes.ts), histories and the step tracker from the relayer's
 * messages of those routes, the RESOURCE receive and LOKA
 * claim signatures for the signed-in sender or receiver (the claim only after the checkpoint
 * delay), and the RESOURCE holdings indexed on Arena-Z. README.md has the rules.
 */
export function createBridgeModule(overrides: BridgeModuleOverrides = {}): ApiModule {
  return defineModule({
    name: 'bridge',
    config: bridgeConfig,
    uses: ['relayer'],
    setup(ctx) {
      const deployment = ctx.deployment;
      let routes = new Map<BridgeRoute, RelayerRoute>();
      if (overrides.routes) routes = new Map(overrides.routes);
      else if (deployment) {
        const made = bridgeRelayerRoutes(deployment, {
          checkpointDelaySeconds: ctx.settings.checkpointDelaySeconds,
          devnet: ctx.devnet,
        });
        routes = made.routes;
        if (made.problems.length > 0) ctx.logger.info(`Bridge routes off: ${made.problems.join('; ')}`);
      }
      // The bridge's routes, signed and delivered by the relayer (built from the deployment
      // unless a test hands its own).
      ctx.services.relayer.addRoutes([...routes.values()]);
      const signer = relayerSigner(ctx.platform, ctx.chains);
      const resource = deployment?.chains.arenaz.contracts.Resource;
      const service = createBridgeService({
        db: ctx.db,
        relayer: ctx.services.relayer,
        routes,
        signer,
        resourceChainId: resource ? deployment.chains.arenaz.chainId : undefined,
        readReceiptBlock:
          overrides.readReceiptBlock ?? (deployment ? receiptBlockReader(ctx.chains, deployment) : undefined),
        waitForBlock:
          overrides.waitForBlock ??
          ((chainId, blockNumber, timeoutMs) => ctx.indexer.waitForBlock(chainId, blockNumber, timeoutMs)),
        indexWaitMs: ctx.settings.indexWaitMs,
        now: overrides.now,
      });
      return {
        endpoints: serveGroup(bridgeEndpoints, {
          resourceList: async (body) => service.resourceList(body.address, body.ids),
          resourceSend: async (body, request) => service.resourceSend(body.txHash, caller(request)),
          resourceReceive: async (body, request) => service.resourceReceive(body.txHash, caller(request)),
          lokaWithdraw: async (body, request) => service.lokaWithdraw(body.txHash, caller(request)),
          history: async (body) => service.history(body.publicKey, body.page, body.network),
          transfers: async (body) => service.transfers(body.address, body.routes, body.page),
          transfer: async (body) => service.transfer(body.txHash),
        }),
        subscriptions:
          deployment && resource
            ? [
                resourceSubscription({
                  chainId: deployment.chains.arenaz.chainId,
                  address: resource,
                  startBlock: BigInt(deployment.chains.arenaz.startBlock),
                }),
              ]
            : [],
      };
    },
  });
}

export const bridgeModule: ApiModule = createBridgeModule();
