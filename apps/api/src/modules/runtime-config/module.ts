import {
  runtimeConfigEndpoints,
  runtimeConfigSchema,
  SAFE_APP_MANIFEST,
  safeAppManifestEndpoint,
} from '@kingdoms/shared/runtime-config';
import { cachedReply, sendCached } from '../../http/cachedReply';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { defineModule } from '../module';
import { runtimeConfigConfig } from './config';
import { buildRuntimeConfig } from './service';

/**
 * GET /config.json: what the web app needs at run time (networks, contracts, service bases).
 * GET /manifest.json: the Safe App manifest, readable by the Safe{Wallet} UIs of SAFE_APP_ORIGINS
 * (CORS for them only); without the setting it answers 404.
 */
export const runtimeConfigModule = defineModule({
  name: 'runtime-config',
  needs: ['migration'],
  config: runtimeConfigConfig,
  setup(ctx) {
    // Built once: configuration and deployment do not change while the process runs.
    // Checked and serialized once too: every page view asks for it.
    const runtimeConfig = cachedReply(
      runtimeConfigSchema,
      buildRuntimeConfig(
        { settings: ctx.settings, migration: ctx.needs.migration, platform: ctx.platform },
        ctx.chains,
      ),
    );
    return {
      endpoints: serveGroup(runtimeConfigEndpoints, {
        runtimeConfig: async (_query, _request, reply) => {
          // Always revalidated: a redeploy of contracts must reach open tabs on their next load.
          reply.header('cache-control', 'no-cache');
          return sendCached(reply, runtimeConfig);
        },
        safeAppManifest: async (_query, request, reply) => {
          const { safeAppOrigins } = ctx.platform;
          if (safeAppOrigins.length === 0) return refuse(safeAppManifestEndpoint, 'safe_app_off');
          const origin = request.headers.origin;
          reply.header('vary', 'Origin');
          if (origin && safeAppOrigins.includes(origin)) {
            reply.header('access-control-allow-origin', origin);
            reply.header('access-control-allow-methods', 'GET');
          }
          return SAFE_APP_MANIFEST;
        },
      }),
    };
  },
});
