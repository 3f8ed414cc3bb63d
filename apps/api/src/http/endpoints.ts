// The route option `config.rateLimit` is declared by the rate-limit plugin's types.
import type {} from '@fastify/rate-limit';
import type {
  AnyEndpoint,
  EndpointAccess,
  EndpointGroup,
  ParsedRequestOf,
} from '@kingdoms/shared/api/endpoint';
import { SERVICE_API_PREFIXES, servedPath } from '@kingdoms/shared/api/endpoint';
import { failureReplySchema } from '@kingdoms/shared/api/envelope';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { refusalDocs } from './docs';

const NO_QUERY = z.strictObject({});

/** What a handler may answer: the reply (checked against the descriptor's schema) or the reply object it sent. */
export type HandlerResult<E extends AnyEndpoint> = z.input<E['reply']> | FastifyReply;

/** The server side of one endpoint descriptor. */
export interface EndpointHandler<E extends AnyEndpoint = AnyEndpoint> {
  readonly endpoint: E;
  /** `input` is the validated body (POST), query string (GET) or path parameters (a GET with `params`). */
  handle(input: ParsedRequestOf<E>, request: FastifyRequest, reply: FastifyReply): Promise<HandlerResult<E>>;
  /** Overrides the descriptor's rate limit (when the module's configuration sets it). */
  readonly rateLimit?: number;
  /**
   * Turns a validation failure into the endpoint's own declared refusal (a spec's wording for one
   * rule), which `refuse` throws; returning undefined keeps the standard 400 invalid_request.
   */
  readonly invalidRequest?: (issues: readonly FastifySchemaValidationError[]) => Error | undefined;
}

/** A handler with options: a rate limit from the module's configuration, a spec's validation text. */
export interface HandlerWithOptions<E extends AnyEndpoint>
  extends Pick<EndpointHandler<E>, 'rateLimit' | 'invalidRequest'> {
  readonly handle: EndpointHandler<E>['handle'];
}

/**
 * One handler per descriptor of a group, under the same names: a missing name or one the group
 * does not have is a compile error (http/serveGroup.test.ts proves both).
 */
export type GroupHandlers<G extends EndpointGroup> = {
  readonly [Name in keyof G]: EndpointHandler<G[Name]>['handle'] | HandlerWithOptions<G[Name]>;
};

/**
 * Serves a module's group of descriptors (`packages/shared/src/api/<module>.ts`): each handler's
 * input and reply are typed by its descriptor.
 */
export function serveGroup<G extends EndpointGroup>(group: G, handlers: GroupHandlers<G>): EndpointHandler[] {
  return Object.entries(group).map(([name, endpoint]) => {
    const handler: ((...args: never[]) => unknown) | HandlerWithOptions<AnyEndpoint> | undefined =
      handlers[name];
    // Only reachable past the types (a cast): a descriptor left unserved is a bug, not a 404.
    if (!handler) throw new Error(`No handler for ${name} (${endpoint.method} ${endpoint.path})`);
    const served = typeof handler === 'function' ? { handle: handler } : handler;
    // Stored type-erased: the registry only needs what every handler has in common.
    return { endpoint, ...served } as unknown as EndpointHandler;
  });
}

/** preHandlers enforcing each access level but 'anyone' (see modules/auth/guards.ts). */
export type AccessGuards = Readonly<Record<Exclude<EndpointAccess, 'anyone'>, preHandlerAsyncHookHandler>>;

function rateLimitOf(handler: EndpointHandler) {
  const max = handler.rateLimit ?? handler.endpoint.rateLimit;
  if (max === false) return false;
  return max === undefined ? undefined : { max, timeWindow: '1 minute' };
}

/**
 * Serves one endpoint at its descriptor's path, method and schemas: the request is validated
 * (400 on failure), the access guard runs, and the 200 reply is checked against the reply
 * schema. Every error answers the failure envelope (http/errors.ts), which /docs shows too.
 */
export function registerEndpoint(app: FastifyInstance, handler: EndpointHandler, guards: AccessGuards): void {
  const { endpoint } = handler;
  const input = endpoint.method === 'GET' ? 'querystring' : 'body';
  const rateLimit = rateLimitOf(handler);
  const refusals = refusalDocs(endpoint);
  app.route({
    method: endpoint.method,
    url: servedPath(endpoint),
    schema: {
      summary: endpoint.summary,
      ...(refusals.description ? { description: refusals.description } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.request ? { [input]: endpoint.request } : {}),
      // Path parameters replace the query: a GET with them takes no query string at all.
      ...(endpoint.params ? { params: endpoint.params, querystring: NO_QUERY } : {}),
      response: {
        200: endpoint.reply,
        ...refusals.responses,
        '4xx': failureReplySchema,
        '5xx': failureReplySchema,
      },
    },
    ...(rateLimit === undefined ? {} : { config: { rateLimit } }),
    ...(endpoint.access === 'anyone' ? {} : { preHandler: guards[endpoint.access] }),
    attachValidation: handler.invalidRequest !== undefined,
    handler: async (request, reply) => {
      if (request.validationError) {
        throw handler.invalidRequest?.(request.validationError.validation) ?? request.validationError;
      }
      const data = endpoint.params
        ? request.params
        : endpoint.method === 'GET'
          ? request.query
          : request.body;
      const result = await handler.handle(data as never, request, reply);
      // Set after the handler: a failure it throws still answers the JSON envelope.
      if (endpoint.produces && !reply.sent) reply.type(endpoint.produces);
      return result;
    },
  });
}

/**
 * The paths the API owns (never answered by the web app's index.html): each service's prefix,
 * the first segment of every root endpoint (/healthz, /config.json, /oidc-dev…) and `extra`.
 */
export function apiPathPrefixes(served: readonly AnyEndpoint[], extra: readonly string[] = []): string[] {
  const roots = served
    .filter((endpoint) => endpoint.base === 'root')
    .map((endpoint) => `/${endpoint.path.split('/')[1]}`);
  return [...new Set([...Object.values(SERVICE_API_PREFIXES), ...extra, ...roots])];
}
