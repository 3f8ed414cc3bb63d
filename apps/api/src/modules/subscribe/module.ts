import { subscribeEndpoints } from '@kingdoms/shared/api/subscribe';
import { serveGroup } from '../../http/endpoints';
import { defineModule } from '../module';
import { subscribeConfig } from './config';
import { subscribe } from './service';

/** POST /stat/preregist/subscribe, limited to SUBSCRIBE_RATE_LIMIT per minute per client. */
export const subscribeModule = defineModule({
  name: 'subscribe',
  config: subscribeConfig,
  setup: ({ db, settings }) => ({
    endpoints: serveGroup(subscribeEndpoints, {
      subscribe: { handle: (body) => subscribe(db, body), rateLimit: settings.rateLimit },
    }),
  }),
});
