import { subscribeEndpoints } from '@kingdoms/shared/api/subscribe';
import { serveGroup } from '../../http/endpoints';
import type { ApiModule } from '../module';
import { subscribeConfig } from './config';
import { subscribe } from './service';

/** POST /stat/preregist/subscribe, limited to SUBSCRIBE_RATE_LIMIT per minute per client. */
export const subscribeModule: ApiModule = {
  name: 'subscribe',
  config: subscribeConfig,
  setup: ({ db, config }) => ({
    endpoints: serveGroup(subscribeEndpoints, {
      subscribe: { handle: (body) => subscribe(db, body), rateLimit: config.subscribe.rateLimit },
    }),
  }),
};
