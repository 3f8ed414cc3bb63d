import {
  dragoDetailEndpoint,
  dragoImageEndpoint,
  dragoInventoryEndpoint,
  dragoMetadataEndpoint,
  eggImageEndpoint,
  eggMetadataEndpoint,
  genesisHatchEndpoint,
  hatchStartEndpoint,
} from '@kingdoms/shared/api/dragos';
import { parseDatas } from '@kingdoms/shared/drago/index';
import { renderDragoSvg, renderEggSvg } from '@kingdoms/shared/drago/render';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoints';
import { ApiHttpError } from '../../http/errors';
import type { ApiModule } from '../module';
import { genesisEggRoute } from '../relayer';
import { bornCountsReader, genesisReceiptReader, hatchTxReader } from './chain';
import { devnetDragoSummary } from './devnetSummary';
import { recordHatchStart } from './hatchStart';
import { DRAGO_MESSAGES } from './messages';
import { dragoMetadata, eggMetadata } from './metadata';
import { createDragoService } from './service';
import { dragoSubscriptions } from './subscription';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
/** Token images change only with the genes (a rehatch): cached briefly by wallets and proxies. */
const IMAGE_CACHE = 'public, max-age=60';

/**
 * Dragos and eggs (spec 2 §3, §4, §7): ownership indexed from the Drago, Egg and GenesisEggGate
 * events on the three chains, the drago detail with stats and bonus derived from the genes, the
 * genesis Bridge & Hatch status and its relayer route (the relayer carries the egg), and the tokenURI metadata.
 */
export const dragosModule: ApiModule = {
  name: 'dragos',
  setup(ctx) {
    const deployment = ctx.deployment;
    const service = createDragoService({
      db: ctx.db,
      deployment,
      // RANDOMNESS_STUCK_AFTER_SECONDS, a variable of the randomness-oracle module.
      stuckAfterSeconds: ctx.config.randomnessOracle.stuckAfterSeconds,
      readGenesisReceipt: deployment ? genesisReceiptReader(ctx.chains, deployment) : undefined,
    });
    const readHatchTx = deployment ? hatchTxReader(ctx.chains, deployment) : undefined;
    // Genesis Bridge & Hatch: the relayer carries the egg from Ethereum to Arena-Z on this route.
    const genesisRoute = deployment ? genesisEggRoute(deployment) : undefined;
    if (genesisRoute && 'problem' in genesisRoute)
      ctx.logger.info(`A relayer route is off: ${genesisRoute.problem}`);
    const dragoOr404 = async (tokenId: number) => {
      const drago = await service.findDrago(tokenId);
      if (!drago) throw new ApiHttpError(404, 'drago_not_found', DRAGO_MESSAGES.drago_not_found);
      return drago;
    };
    const eggOr404 = async (tokenId: number) => {
      const egg = await service.findEgg(tokenId);
      if (!egg) throw new ApiHttpError(404, 'egg_not_found', DRAGO_MESSAGES.egg_not_found);
      return egg;
    };
    return {
      endpoints: [
        serve(dragoInventoryEndpoint, async (body) => service.inventory(body.address, body.network)),
        serve(dragoDetailEndpoint, async (body) => service.detail(body.tokenId)),
        serve(genesisHatchEndpoint, async (body) => service.genesisHatch(body.txHash)),
        serve(hatchStartEndpoint, async (body) => recordHatchStart(ctx.db, readHatchTx, body)),
        serve(dragoMetadataEndpoint, async (params, request) =>
          dragoMetadata(await dragoOr404(params.tokenId), originOf(request)),
        ),
        serve(dragoImageEndpoint, async (params, _request, reply) => {
          const drago = await dragoOr404(params.tokenId);
          reply.header('cache-control', IMAGE_CACHE);
          return renderDragoSvg(parseDatas(drago.datas), { title: `Drago #${drago.tokenId}` });
        }),
        serve(eggMetadataEndpoint, async (params, request) =>
          eggMetadata(await eggOr404(params.tokenId), originOf(request)),
        ),
        serve(eggImageEndpoint, async (params, _request, reply) => {
          const egg = await eggOr404(params.tokenId);
          reply.header('cache-control', IMAGE_CACHE);
          return renderEggSvg(egg.tokenId, { genesis: egg.genesis, title: `Egg #${egg.tokenId}` });
        }),
      ],
      workers:
        deployment && ctx.devnet ? [devnetDragoSummary(deployment, ctx.indexer, service, ctx.logger)] : [],
      subscriptions: deployment
        ? dragoSubscriptions(deployment, bornCountsReader(ctx.chains, deployment))
        : [],
      relayerRoutes: genesisRoute && !('problem' in genesisRoute) ? [genesisRoute] : [],
    };
  },
};
