import { z } from 'zod';

/**
 * Endpoint contracts: one descriptor per endpoint says where it lives, what it takes and answers,
 * and who may call it. The API registers its routes from them (apps/api/src/http/endpoints.ts),
 * the web app calls them with `callApi(descriptor, body)`, and /docs is generated from them.
 *
 * Why not ts-rest: its released versions (3.52) require zod 3 and Fastify 4; this repository runs
 * zod 4 and Fastify 5 (see docs/architecture.md).
 */

/** The specs' service bases; the web app learns their public URLs from /config.json. */
export const SERVICE_NAMES = ['stat', 'game', 'nft', 'server', 'oldChain'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Where an endpoint's path is mounted: a service base, or the site root (/healthz, /config.json). */
export type EndpointBase = ServiceName | 'root';

/** Where the API mounts each base, and the default public base (SERVICE_BASE_* may move them). */
export const DEFAULT_BASE_PATHS: Readonly<Record<EndpointBase, string>> = {
  root: '',
  stat: '/stat',
  game: '/game',
  nft: '/nft',
  server: '/server',
  oldChain: '/old-chain',
};

/**
 * The paths each service owns on this site, so that the web app's history fallback never answers
 * them: the whole base for stat and game; the others' specs put every call under /api.
 */
export const SERVICE_API_PREFIXES: Readonly<Record<ServiceName, string>> = {
  stat: '/stat',
  game: '/game',
  nft: '/nft/api',
  server: '/server/api',
  oldChain: '/old-chain/api',
};

/**
 * Who may call an endpoint: anyone; only a wallet signed in with Sign-In with Ethereum (and only
 * for itself: an `address` it names must be the session's); only a signed-in admin wallet.
 */
export type EndpointAccess = 'anyone' | 'wallet' | 'admin';

export type EndpointMethod = 'GET' | 'POST';

interface EndpointFields<Reply extends z.ZodType> {
  readonly base: EndpointBase;
  readonly method: EndpointMethod;
  /** Relative to the base, e.g. '/preregist/subscribe'. */
  readonly path: `/${string}`;
  /** The 200 reply. Failures always use the envelope of `./envelope`. */
  readonly reply: Reply;
  readonly access: EndpointAccess;
  /** One line for /docs. */
  readonly summary: string;
  /** Requests per minute per client; false: never limited; unset: the global limit. */
  readonly rateLimit?: number | false;
  /** The reply is not JSON but this media type (robots.txt, an HTML page). */
  readonly produces?: string;
  /** Left out of /docs (the devnet's helpers). */
  readonly hidden?: boolean;
}

/**
 * `Request` is the JSON body of a POST or the query string of a GET; undefined: the endpoint
 * reads no input (a GET only: every POST states its body, `emptyBodySchema` when there is none).
 */
export interface Endpoint<
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Reply extends z.ZodType = z.ZodType,
> extends EndpointFields<Reply> {
  readonly request: Request;
  /** A valid request: documents the endpoint and seeds the API's invalid-request test. */
  readonly example: Request extends z.ZodType ? z.input<Request> : undefined;
}

/**
 * The body of a POST that takes no input: `{}`, or no body at all (Fastify hands the route null).
 * Strict, like every request schema: an unknown field is refused, never silently dropped.
 */
export const emptyBodySchema = z.strictObject({}).nullish();

/** Any descriptor, whatever its schemas. */
export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType>;

export function endpoint<Request extends z.ZodType, Reply extends z.ZodType>(
  fields: EndpointFields<Reply> & { readonly request: Request; readonly example: z.input<Request> },
): Endpoint<Request, Reply>;
export function endpoint<Reply extends z.ZodType>(
  fields: EndpointFields<Reply> & { readonly method: 'GET' },
): Endpoint<undefined, Reply>;
export function endpoint(fields: EndpointFields<z.ZodType> & { request?: z.ZodType; example?: unknown }) {
  return { request: undefined, example: undefined, ...fields };
}

/** What a caller sends: the schema's input (before defaults and transforms). */
export type RequestOf<E extends AnyEndpoint> = E['request'] extends z.ZodType
  ? z.input<E['request']>
  : undefined;
/** What a handler receives: the schema's output. */
export type ParsedRequestOf<E extends AnyEndpoint> = E['request'] extends z.ZodType
  ? z.output<E['request']>
  : undefined;
/** What a caller gets back (validated). */
export type ReplyOf<E extends AnyEndpoint> = z.output<E['reply']>;

/** True for a value made by `endpoint()` (tests find every descriptor by scanning exports). */
export function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof AnyEndpoint, unknown>>;
  return (
    typeof candidate.base === 'string' &&
    candidate.base in DEFAULT_BASE_PATHS &&
    (candidate.method === 'GET' || candidate.method === 'POST') &&
    typeof candidate.path === 'string' &&
    candidate.reply instanceof z.ZodType &&
    typeof candidate.access === 'string' &&
    typeof candidate.summary === 'string'
  );
}

/** The path under which the API serves an endpoint, e.g. '/stat/preregist/subscribe'. */
export function servedPath(descriptor: Pick<AnyEndpoint, 'base' | 'path'>): string {
  return `${DEFAULT_BASE_PATHS[descriptor.base]}${descriptor.path}`;
}
