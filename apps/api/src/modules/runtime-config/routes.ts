import { runtimeConfigSchema } from '@kingdoms/shared/runtime-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { cachedReply, sendCached } from '../../http/cachedReply';
import { buildRuntimeConfig } from './service';

export const RUNTIME_CONFIG_PATH = '/config.json';

export function runtimeConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Built once: configuration and deployment do not change while the process runs.
  // Checked and serialized once too: every page view asks for it.
  const runtimeConfig = cachedReply(runtimeConfigSchema, buildRuntimeConfig(ctx.config, ctx.deployment));
  return async (app) => {
    app.get(
      RUNTIME_CONFIG_PATH,
      {
        schema: {
          summary: 'Run-time configuration of the web app (networks, contracts, service bases)',
          response: { 200: runtimeConfigSchema },
        },
      },
      async (_request, reply) => {
        // Always revalidated: a redeploy of contracts must reach open tabs on their next load.
        reply.header('cache-control', 'no-cache');
        return sendCached(reply, runtimeConfig);
      },
    );
  };
}
