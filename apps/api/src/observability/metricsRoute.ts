/**
 * Where /metrics is served (issue 43). Prometheus scrapes it; players never should:
 * - METRICS_PORT set: on that port only (a listener of its own, on HOST), never on the public one;
 * - else METRICS_TOKEN set: on the public port, answering only `Authorization: Bearer <token>`;
 * - else on the devnet: on the public port, open; in production: not at all (a warning says why).
 * METRICS_TOKEN applies on METRICS_PORT too when both are set.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { servedPath } from '@kingdoms/shared/api/endpoint';
import { metricsEndpoint } from '@kingdoms/shared/api/health';
import type { FastifyInstance } from 'fastify';
import type { ApiMetrics } from './metrics';

export const METRICS_PATH = servedPath(metricsEndpoint);

export interface MetricsServing {
  readonly token: string | undefined;
  readonly port: number | undefined;
  readonly host: string;
  readonly production: boolean;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `authorization` carries the token (compared in constant time). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

type Answer = { status: number; headers: Record<string, string>; body: string };

async function answer(
  metrics: ApiMetrics,
  token: string | undefined,
  authorization: string | undefined,
): Promise<Answer> {
  if (token && !bearerMatches(authorization, token)) {
    return {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' },
      body: 'A bearer token (METRICS_TOKEN) is required for /metrics.\n',
    };
  }
  return {
    status: 200,
    headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' },
    body: await metrics.render(),
  };
}

/** Serves /metrics as the settings say; returns the URL of a separate listener, if one was started. */
export async function serveMetrics(
  app: FastifyInstance,
  metrics: ApiMetrics,
  serving: MetricsServing,
): Promise<string | undefined> {
  if (serving.port !== undefined) {
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      answer(metrics, serving.token, request.headers.authorization).then(
        (reply) => response.writeHead(reply.status, reply.headers).end(reply.body),
        (error: unknown) => {
          app.log.error({ err: error }, 'Metrics scrape failed');
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(serving.port, serving.host, () => resolve());
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const { port } = server.address() as AddressInfo;
    app.log.info(`Metrics on http://${serving.host}:${port}${METRICS_PATH}`);
    return `http://${serving.host}:${port}`;
  }
  if (!serving.token && serving.production) {
    app.log.warn('Neither METRICS_PORT nor METRICS_TOKEN is set: /metrics is not served.');
    return undefined;
  }
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    const result = await answer(metrics, serving.token, request.headers.authorization);
    return reply.code(result.status).headers(result.headers).send(result.body);
  });
  return undefined;
}
