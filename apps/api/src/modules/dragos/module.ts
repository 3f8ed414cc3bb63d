import { dragoEndpoints } from '@kingdoms/shared/api/dragos';
import { parseDatas } from '@kingdoms/shared/drago/index';
import { renderDragoSvg, renderEggSvg } from '@kingdoms/shared/drago/render';
import type { FastifyRequest } from 'fastify';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { defineModule } from '../module';
import { genesisEggRoute } from '../relayer';
import { bornCountsReader, genesisReceiptReader, hatchTxReader } from './chain';
import { devnetDragoSummary } from './devnetSummary';
import { recordHatchStart } from './hatchStart';
import { type DragoReads, dragoReads } from './index';
import { dragoMetadata, eggMetadata } from './metadata';
import { createDragoService } from './service';
import { dragoSubscriptions } from './subscription';

declare module '../module' {
  interface ModuleServices {
    /** The dragos' indexed ownership (dragos/index.ts), for rentals. */
    readonly dragos: DragoReads;
  }
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
/** Token images change only with the genes (a rehatch): cached briefly by wallets and proxies. */
const IMAGE_CACHE = 'public, max-age=60';

/**
 * Dragos and eggs (spec 2 §3, §4, §7): ownership indexed from the Drago, Egg and GenesisEggGate
 * events on the three chains, the drago detail with stats and bonus derived from the genes, the
 * genesis Bridge & Hatch status and its relayer route (the relayer carries the egg), and the tokenURI metadata.
 */
export const dragosModule = defineModule({
  name: 'dragos',
  needs: ['randomnessOracle'],
  provides: ['dragos'],
  uses: ['relayer'],
  setup(ctx) {
    const deployment = ctx.deployment;
    const service = createDragoService({
      db: ctx.db,
      deployment,
      // RANDOMNESS_STUCK_AFTER_SECONDS, a variable of the randomness-oracle module.
      stuckAfterSeconds: ctx.needs.randomnessOracle.stuckAfterSeconds,
      readGenesisReceipt: deployment ? genesisReceiptReader(ctx.chains, deployment) : undefined,
    });
    const readHatchTx = deployment ? hatchTxReader(ctx.chains, deployment) : undefined;
    // Genesis Bridge & Hatch: the relayer carries the egg from Ethereum to Arena-Z on this route.
    const genesisRoute = deployment ? genesisEggRoute(deployment) : undefined;
    if (genesisRoute && 'problem' in genesisRoute)
      ctx.logger.info(`A relayer route is off: ${genesisRoute.problem}`);
    else if (genesisRoute) ctx.services.relayer.addRoutes([genesisRoute]);
    const dragoOr404 = async (
      endpoint: typeof dragoEndpoints.dragoMetadata | typeof dragoEndpoints.dragoImage,
      tokenId: number,
    ) => {
      const drago = await service.findDrago(tokenId);
      if (!drago) return refuse(endpoint, 'drago_not_found');
      return drago;
    };
    const eggOr404 = async (
      endpoint: typeof dragoEndpoints.eggMetadata | typeof dragoEndpoints.eggImage,
      tokenId: number,
    ) => {
      const egg = await service.findEgg(tokenId);
      if (!egg) return refuse(endpoint, 'egg_not_found');
      return egg;
    };
    return {
      services: { dragos: dragoReads },
      endpoints: serveGroup(dragoEndpoints, {
        inventory: async (body) => service.inventory(body.address, body.network),
        detail: async (body) => service.detail(body.tokenId),
        genesisHatch: async (body) => service.genesisHatch(body.txHash),
        hatchStart: async (body) => recordHatchStart(ctx.db, readHatchTx, body),
        dragoMetadata: async (params, request) =>
          dragoMetadata(await dragoOr404(dragoEndpoints.dragoMetadata, params.tokenId), originOf(request)),
        dragoImage: async (params, _request, reply) => {
          const drago = await dragoOr404(dragoEndpoints.dragoImage, params.tokenId);
          reply.header('cache-control', IMAGE_CACHE);
          return renderDragoSvg(parseDatas(drago.datas), { title: `Drago #${drago.tokenId}` });
        },
        eggMetadata: async (params, request) =>
          eggMetadata(await eggOr404(dragoEndpoints.eggMetadata, params.tokenId), originOf(request)),
        eggImage: async (params, _request, reply) => {
          const egg = await eggOr404(dragoEndpoints.eggImage, params.tokenId);
          reply.header('cache-control', IMAGE_CACHE);
          return renderEggSvg(egg.tokenId, { genesis: egg.genesis, title: `Egg #${egg.tokenId}` });
        },
      }),
      workers:
        deployment && ctx.devnet ? [devnetDragoSummary(deployment, ctx.indexer, service, ctx.logger)] : [],
      subscriptions: deployment
        ? dragoSubscriptions(deployment, bornCountsReader(ctx.chains, deployment))
        : [],
    };
  },
});
