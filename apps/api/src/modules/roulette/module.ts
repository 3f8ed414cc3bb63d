import {
  burnsMysteryBoxEndpoint,
  rouletteHistoryEndpoint,
  rouletteInfoEndpoint,
  rouletteSpinEndpoint,
} from '@kingdoms/shared/api/roulette';
import { serve } from '../../http/endpoints';
import { ApiHttpError } from '../../http/errors';
import type { ApiModule } from '../module';
import { rouletteConfig } from './config';

function unavailable(): never {
  throw new ApiHttpError(503, 'roulette_unavailable', 'The roulette event is not available yet.');
}

/** The roulette event (spec 2, issue 18). First landing: the endpoints exist; the work follows. */
export const rouletteModule: ApiModule = {
  name: 'roulette',
  config: rouletteConfig,
  setup() {
    return {
      endpoints: [
        serve(rouletteInfoEndpoint, async () => unavailable()),
        serve(rouletteSpinEndpoint, async () => unavailable()),
        serve(rouletteHistoryEndpoint, async () => unavailable()),
        serve(burnsMysteryBoxEndpoint, async () => unavailable()),
      ],
    };
  },
};
