import { SUBSCRIBE_RATE_LIMIT_DEFAULT } from '@kingdoms/shared/api/subscribe';
import { configSlice, integerIn } from '../../lib/configSlice';

export const subscribeConfig = configSlice({
  key: 'subscribe',
  variables: { SUBSCRIBE_RATE_LIMIT: integerIn(1, 100_000, SUBSCRIBE_RATE_LIMIT_DEFAULT) },
  read: (vars) => ({
    /** Subscriptions per minute per client address. */
    rateLimit: vars.SUBSCRIBE_RATE_LIMIT,
  }),
});
export type SubscribeConfig = ReturnType<typeof subscribeConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly subscribe: SubscribeConfig;
  }
}
