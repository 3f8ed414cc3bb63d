import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { failure } from '@kingdoms/shared/api/envelope';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import { SAFE_APP_MANIFEST } from '@kingdoms/shared/runtime-config';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createChains, webRpcUrl, webSafeTxServiceUrl } from './chains';
import type { ApiConfig } from './config';
import type { AppContext } from './context';
import { type AppDatabase, openDatabase } from './db/connect';
import { loadDeployment } from './deployment';
import { registerCompression } from './http/compression';
import { DOCS_PREFIX, registerApiDocs } from './http/docs';
import { apiPathPrefixes } from './http/endpoints';
import { ApiHttpError, registerErrorHandler } from './http/errors';
import { loggerOptions } from './http/logging';
import { registerSecurityHeaders } from './http/security';
import { isApiPath, registerWebApp } from './http/webApp';
import { API_MODULES } from './modules/index';
import type { ApiModule } from './modules/module';
import { registerModules } from './modules/registry';
import { createApiMetrics } from './observability/metrics';
import { serveMetrics } from './observability/metricsRoute';
import { resolveServerKeys } from './serverKeys';

export interface AppDeps {
  /** An open database; when given, the caller closes it. Otherwise the app opens and closes one. */
  readonly database?: AppDatabase;
  /** Overrides DEPLOYMENT_FILE (null: no deployment). */
  readonly deployment?: Deployment | null;
  /** Where the pretty log format writes (standard output unless given). */
  readonly logDestination?: NodeJS.WritableStream;
  /** Tests: serve only these modules (all of modules/index.ts by default). */
  readonly modules?: readonly ApiModule[];
  /** Tests: false turns every rate limit off (a test sending thousands of requests). */
  readonly rateLimits?: boolean;
  /** Tests: sees every route as it is added (plugins' included). */
  readonly onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole API (not listening). Closing the app closes the database it opened. */
export async function buildApp(config: ApiConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config, deps.logDestination),
    trustProxy: config.trustProxy,
    // Errors Fastify raises before routing (a path that is not valid percent-encoded UTF-8)
    // leave in the same envelope as every other error.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.code(400).send(failure('invalid_request', error.message));
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const deployment = deps.deployment === undefined ? loadDeployment(config.deploymentFile) : deps.deployment;
  if (!deployment)
    app.log.info('No DEPLOYMENT_FILE: /config.json lists production networks without contracts.');

  // Every configured server key becomes an account once, here (a KMS key is asked for its public
  // key); a raw key in production stops the start unless ALLOW_RAW_KEYS=true (serverKeys.ts).
  const keyAccounts = await resolveServerKeys(config, app.log);

  let database = deps.database;
  if (!database) {
    const opened = await openDatabase(config.database, app.log);
    database = opened;
    app.addHook('onClose', async () => opened.close());
  }

  // Every answered request is timed by its route's pattern (404s as one 'unmatched' route).
  const metrics = createApiMetrics({ db: database.db, poolStats: database.poolStats });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const ctx: AppContext = {
    config,
    db: database.db,
    logger: app.log,
    deployment: deployment ?? undefined,
    chains: createChains(config, deployment ?? undefined, app.log, keyAccounts),
  };

  await registerSecurityHeaders(app, {
    production: config.production,
    rpcOrigins: [
      ...NETWORK_KEYS.map((network) => new URL(webRpcUrl(ctx.chains, network)).origin),
      // The Safe Transaction Services the web app follows a Safe's transactions through.
      ...NETWORK_KEYS.flatMap((network) => {
        const url = webSafeTxServiceUrl(config, network, ctx.chains.deployment?.env ?? 'production');
        return url ? [new URL(url).origin] : [];
      }),
    ],
    safeAppOrigins: config.safeAppOrigins,
    safeAppIconPath: `/${SAFE_APP_MANIFEST.iconPath}`,
  });
  await registerCompression(app);
  await app.register(cors, {
    origin: config.corsOrigins.length ? [...config.corsOrigins] : false,
    credentials: true,
  });
  // The paths the API owns, known once the modules are registered (requests come after that).
  let apiPrefixes: readonly string[] = [];
  if (deps.rateLimits !== false) {
    await app.register(rateLimit, {
      global: true,
      max: config.globalRateLimit,
      // Only the API is limited: one page view of the web app fetches dozens of cacheable files.
      allowList: (request) => !isApiPath(request.url.split('?')[0] ?? '/', apiPrefixes),
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new ApiHttpError(429, 'rate_limited', `Too many requests: try again in ${context.after}.`),
    });
  }
  // Sessions are random tokens looked up (hashed) in the database: no cookie is signed.
  await app.register(cookie);
  if (config.apiDocs) await registerApiDocs(app, config.production);
  const served = await registerModules(app, ctx, deps.modules ?? API_MODULES, { metrics });
  await serveMetrics(app, metrics, { ...config.metrics, host: config.host, production: config.production });
  apiPrefixes = apiPathPrefixes(served, [DOCS_PREFIX]);
  await registerWebApp(app, config.webDist, apiPrefixes);
  return app;
}

export interface RunningApi {
  readonly app: FastifyInstance;
  /** http://host:port the server listens on (the real port when PORT=0). */
  readonly url: string;
  close(): Promise<void>;
}

export async function startApi(config: ApiConfig, deps: AppDeps = {}): Promise<RunningApi> {
  const app = await buildApp(config, deps);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return { app, url: `http://${host}:${port}`, close: () => app.close() };
}
