import { subscribeReplySchema, subscribeRequestSchema } from '@kingdoms/shared/api/subscribe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { subscribe } from './service';

export const SUBSCRIBE_PATH = '/preregist/subscribe';

/** Mounted under the stat prefix: POST /stat/preregist/subscribe. */
export function subscribeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      SUBSCRIBE_PATH,
      {
        schema: {
          summary: 'Leave an e-mail address for news (spec 1 §7)',
          body: subscribeRequestSchema,
          response: { 200: subscribeReplySchema },
        },
        config: { rateLimit: { max: ctx.config.subscribeRateLimit, timeWindow: '1 minute' } },
      },
      async (request) => subscribe(ctx.db, request.body),
    );
  };
}
