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

/**
 * One way an endpoint refuses: the HTTP status and the envelope's `err.message` (a spec's text
 * where the spec gives one; the web shows its own catalogue text for the code). Status 200: the
 * envelope is the 200 reply itself (the reply schema accepts `failureReplySchema`). A message that
 * names something of the request is a function of that detail (`refuse` then takes it, typed).
 */
export interface ErrorDeclaration {
  readonly status: number;
  // `never`: any one-parameter function fits; `refuse` asks for that parameter's own type.
  readonly message: string | ((detail: never) => string);
}

/** The codes an endpoint may refuse with (besides the HTTP layer's own, `HTTP_ERROR_CODES`). */
export type ErrorDeclarations = Readonly<Record<string, ErrorDeclaration>>;

/** Anything that declares refusals: a descriptor, or the access guards' `ACCESS_ERRORS` holder. */
export interface DeclaresErrors<Errors extends ErrorDeclarations = ErrorDeclarations> {
  readonly errors: Errors;
}

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

/** `errors` is optional in `endpoint({...})`: an endpoint that never refuses declares nothing. */
// biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "no codes": `keyof {}` is never.
type NoErrors = {};

/** A path like '/api/drago/metadata/:tokenId' names its parameters with ':'. */
const PATH_PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * `Request` is the JSON body of a POST or the query string of a GET; undefined: the endpoint
 * reads no input (a GET only: every POST states its body, `emptyBodySchema` when there is none).
 */
export interface Endpoint<
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Reply extends z.ZodType = z.ZodType,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Errors extends ErrorDeclarations = ErrorDeclarations,
> extends EndpointFields<Reply>,
    DeclaresErrors<Errors> {
  readonly request: Request;
  /** A valid request: documents the endpoint and seeds the API's invalid-request test. */
  readonly example: Request extends z.ZodType ? z.input<Request> : undefined;
  /**
   * The path parameters (the `:name` segments of `path`) of a GET without a query: a strict object
   * of strings in, whatever the schema makes of them out. Undefined: the path has none.
   */
  readonly params: Params;
  /** Valid path parameters: document the endpoint and seed the invalid-request test. */
  readonly paramsExample: Params extends z.ZodType ? z.input<Params> : undefined;
}

/**
 * The body of a POST that takes no input: `{}`, or no body at all (Fastify hands the route null).
 * Strict, like every request schema: an unknown field is refused, never silently dropped.
 */
export const emptyBodySchema = z.strictObject({}).nullish();

/** Any descriptor, whatever its schemas. */
export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType, z.ZodType | undefined>;

/** The descriptors of one API module, by name; the API serves them with one call (`serveGroup`). */
export type EndpointGroup = Readonly<Record<string, AnyEndpoint>>;

/** The refusals a descriptor declares, kept literal (`status: 200` stays 200) for `refuse`. */
interface ErrorFields<Errors extends ErrorDeclarations> {
  readonly errors?: Errors;
}

export function endpoint<
  Request extends z.ZodType,
  Reply extends z.ZodType,
  const Errors extends ErrorDeclarations = NoErrors,
>(
  fields: EndpointFields<Reply> &
    ErrorFields<Errors> & { readonly request: Request; readonly example: z.input<Request> },
): Endpoint<Request, Reply, undefined, Errors>;
export function endpoint<
  Params extends z.ZodType,
  Reply extends z.ZodType,
  const Errors extends ErrorDeclarations = NoErrors,
>(
  fields: EndpointFields<Reply> &
    ErrorFields<Errors> & {
      readonly method: 'GET';
      readonly params: Params;
      readonly paramsExample: z.input<Params>;
    },
): Endpoint<undefined, Reply, Params, Errors>;
export function endpoint<Reply extends z.ZodType, const Errors extends ErrorDeclarations = NoErrors>(
  fields: EndpointFields<Reply> & ErrorFields<Errors> & { readonly method: 'GET' },
): Endpoint<undefined, Reply, undefined, Errors>;
export function endpoint(
  fields: EndpointFields<z.ZodType> & {
    request?: z.ZodType;
    example?: unknown;
    params?: z.ZodType;
    paramsExample?: unknown;
    errors?: ErrorDeclarations;
  },
) {
  const named = [...fields.path.matchAll(PATH_PARAMETER)].map((match) => match[1]);
  if (named.length > 0 && (!fields.params || fields.method !== 'GET' || fields.request)) {
    throw new Error(`${fields.path}: path parameters need a GET with a params schema and no query`);
  }
  return {
    request: undefined,
    example: undefined,
    params: undefined,
    paramsExample: undefined,
    errors: {},
    ...fields,
  };
}

/** Answered by the guards below and by GET /game/auth/session (200) alike. */
export const NOT_SIGNED_IN_MESSAGE = 'Sign in with your wallet first.';

/**
 * The refusals of the access guards (modules/auth/guards.ts), which any 'wallet' or 'admin'
 * endpoint may answer before its handler runs.
 */
export const ACCESS_ERRORS = {
  errors: {
    not_signed_in: { status: 401, message: NOT_SIGNED_IN_MESSAGE },
    wrong_wallet: { status: 403, message: 'The signed-in wallet is not the wallet of this request.' },
    not_admin: { status: 403, message: 'This wallet is not an administrator.' },
  },
} as const satisfies DeclaresErrors;

/** What a caller sends: the schema's input (before defaults and transforms). */
export type RequestOf<E extends AnyEndpoint> = E['request'] extends z.ZodType
  ? z.input<E['request']>
  : undefined;
/** What a handler receives: the request schema's output, or the path parameters' for a GET with them. */
export type ParsedRequestOf<E extends AnyEndpoint> = E['request'] extends z.ZodType
  ? z.output<E['request']>
  : E['params'] extends z.ZodType
    ? z.output<E['params']>
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

/** True for a module's group of descriptors (tests find every group by scanning exports). */
export function isEndpointGroup(value: unknown): value is EndpointGroup {
  if (typeof value !== 'object' || value === null || isEndpoint(value)) return false;
  const members = Object.values(value);
  return members.length > 0 && members.every(isEndpoint);
}

/** The path under which the API serves an endpoint, e.g. '/stat/preregist/subscribe'. */
export function servedPath(descriptor: Pick<AnyEndpoint, 'base' | 'path'>): string {
  return `${DEFAULT_BASE_PATHS[descriptor.base]}${descriptor.path}`;
}

/** `path` with its `:name` parameters filled in (URI-encoded), e.g. '/api/drago/metadata/20001'. */
export function pathWith(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(PATH_PARAMETER, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
