import {
  dragoDetailEndpoint,
  dragoInventoryEndpoint,
  genesisHatchEndpoint,
} from '@kingdoms/shared/api/dragos';
import { serve } from '../../http/endpoints';
import type { ApiModule } from '../module';
import { bornCountsReader, genesisReceiptReader } from './chain';
import { dragosConfig } from './config';
import { createDragoService } from './service';
import { dragoSubscriptions } from './subscription';

/**
 * Dragos and eggs (spec 2 §3, §4, §7): ownership indexed from the Drago, Egg and GenesisEggGate
 * events on the three chains, the drago detail with stats and bonus derived from the genes, the
 * genesis Bridge & Hatch status (the relayer module carries the egg), and the tokenURI metadata.
 */
export const dragosModule: ApiModule = {
  name: 'dragos',
  config: dragosConfig,
  setup(ctx) {
    const deployment = ctx.deployment;
    const service = createDragoService({
      db: ctx.db,
      deployment,
      stuckAfterSeconds: ctx.config.dragos.randomnessStuckAfterSeconds,
      readGenesisReceipt: deployment ? genesisReceiptReader(ctx.config, deployment) : undefined,
    });
    return {
      endpoints: [
        serve(dragoInventoryEndpoint, async (body) => service.inventory(body.address, body.network)),
        serve(dragoDetailEndpoint, async (body) => service.detail(body.tokenId)),
        serve(genesisHatchEndpoint, async (body) => service.genesisHatch(body.txHash)),
      ],
      subscriptions: deployment
        ? dragoSubscriptions(deployment, bornCountsReader(ctx.config, deployment))
        : [],
    };
  },
};
