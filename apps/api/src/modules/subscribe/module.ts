import { subscribeEndpoint } from '@kingdoms/shared/api/subscribe';
import { serve } from '../../http/endpoints';
import type { ApiModule } from '../module';
import { subscribeConfig } from './config';
import { subscribe } from './service';

/** POST /stat/preregist/subscribe, limited to SUBSCRIBE_RATE_LIMIT per minute per client. */
export const subscribeModule: ApiModule = {
  name: 'subscribe',
  config: subscribeConfig,
  setup: ({ db, config }) => ({
    endpoints: [
      serve(subscribeEndpoint, (body) => subscribe(db, body), { rateLimit: config.subscribe.rateLimit }),
    ],
  }),
};
