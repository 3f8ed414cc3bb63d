import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  ACCESS_ERRORS,
  type AnyEndpoint,
  type ErrorDeclaration,
  type ErrorDeclarations,
} from '@kingdoms/shared/api/endpoint';
import { failureReplySchema } from '@kingdoms/shared/api/envelope';
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

/** The refusals an endpoint may answer: its descriptor's `errors`, and its access guard's. */
function refusalsOf(endpoint: AnyEndpoint): ErrorDeclarations {
  return endpoint.access === 'anyone' ? endpoint.errors : { ...ACCESS_ERRORS.errors, ...endpoint.errors };
}

const describeRefusal = ([code, declaration]: [string, ErrorDeclaration]) =>
  `\`${code}\`${typeof declaration.message === 'string' ? `: ${declaration.message}` : ''}`;

/**
 * What /docs shows of an endpoint's declared error codes: the operation's description lists every
 * code with its status and text (a status-200 refusal answers `result: 0`), and each non-200
 * status gets its own response naming its codes.
 */
export function refusalDocs(endpoint: AnyEndpoint): {
  description: string | undefined;
  responses: Record<number, typeof failureReplySchema>;
} {
  const refusals = Object.entries(refusalsOf(endpoint));
  if (refusals.length === 0) return { description: undefined, responses: {} };
  const byStatus = new Map<number, [string, ErrorDeclaration][]>();
  for (const refusal of refusals) {
    const status = refusal[1].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), refusal]);
  }
  const lines = [...byStatus].map(
    ([status, codes]) =>
      `- ${status === 200 ? '200 (result 0)' : status}: ${codes.map(describeRefusal).join('; ')}`,
  );
  const responses = Object.fromEntries(
    [...byStatus]
      .filter(([status]) => status !== 200)
      .map(([status, codes]) => [
        status,
        failureReplySchema.describe(codes.map(([code]) => code).join(', ')),
      ]),
  );
  return { description: `Error codes:\n${lines.join('\n')}`, responses };
}
