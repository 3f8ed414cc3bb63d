import type { AnyEndpoint, EndpointBase, ReplyOf, RequestOf } from '@kingdoms/shared/api/endpoint';
import type { ServiceBases } from '@kingdoms/shared/runtime-config';
import { loadRuntimeConfig } from '../config/runtimeConfig';

/** The request never got an HTTP answer (offline, DNS, CORS, server down). */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(
    readonly url: string,
    options: { cause: unknown },
  ) {
    super(`Request to ${url} failed before an answer arrived`, options);
  }
}

/** The server answered with a non-2xx status. `body` is its parsed JSON if it sent any. */
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  constructor(
    readonly url: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${url} answered HTTP ${status}`);
  }
}

/** The server answered 2xx, but the reply does not match the shared schema. */
export class ApiReplyError extends Error {
  override readonly name = 'ApiReplyError';
  constructor(
    readonly url: string,
    readonly issues: string,
  ) {
    super(`${url} sent a reply that does not match its schema: ${issues}`);
  }
}

/** The URL of `path` under a base: a service base from /config.json, or this site's root. */
export function endpointUrl(bases: ServiceBases, base: EndpointBase, path: string): string {
  if (base === 'root') return path;
  return `${bases[base].replace(/\/+$/, '')}${path}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** How a call proves who makes it, besides the session cookie (never in the body). */
export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>` (the migration link's token, spec 1 /move/{token}). */
  bearerToken?: string;
}

/**
 * Arguments after the descriptor: its body (or query), optional when the schema allows none, then
 * the call's options.
 */
export type InputArgs<E extends AnyEndpoint> = E['request'] extends undefined
  ? [input?: undefined, options?: CallOptions]
  : undefined extends RequestOf<E>
    ? [input?: RequestOf<E>, options?: CallOptions]
    : [input: RequestOf<E>, options?: CallOptions];

/**
 * THE way the web app calls the API: `callApi(subscribeEndpoint, body)`. The URL comes from the
 * descriptor and /config.json's service bases; the body is typed by the descriptor's request
 * schema and the reply is validated with its reply schema. A GET sends its input as the query.
 * Identity travels as the session cookie or `options.bearerToken`, never as a body field.
 */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options]: InputArgs<E>
): Promise<ReplyOf<E>> {
  const { services } = await loadRuntimeConfig();
  let url = endpointUrl(services, endpoint.base, endpoint.path);
  const post = endpoint.method === 'POST';
  if (!post && input !== undefined) {
    url += `?${new URLSearchParams(input as Record<string, string>)}`;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        ...(post && input !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options?.bearerToken ? { authorization: `Bearer ${options.bearerToken}` } : {}),
      },
      body: post && input !== undefined ? JSON.stringify(input) : undefined,
      credentials: 'include',
    });
  } catch (cause) {
    throw new ApiNetworkError(url, { cause });
  }
  const payload = await readJson(response);
  if (!response.ok) throw new ApiHttpError(url, response.status, payload);
  const parsed = endpoint.reply.safeParse(payload);
  if (!parsed.success) throw new ApiReplyError(url, parsed.error.message);
  return parsed.data as ReplyOf<E>;
}
