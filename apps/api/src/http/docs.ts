import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

/**
 * OpenAPI generated from the routes' zod schemas; UI at /docs, JSON at /docs/json. Registered
 * only when API_DOCS is on (off in production by default: the map of every route need not be
 * public); without it /docs answers the API's JSON 404.
 */
export async function registerApiDocs(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kingdoms Portal API',
        description: 'Every service base of the portal, served by one process under fixed prefixes.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Swagger UI sets its own CSP (with hashes for its inline code); like the site's CSP it
    // must not upgrade requests on the plain-http devnet.
    staticCSP: true,
    transformStaticCSP: (header) =>
      production ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
