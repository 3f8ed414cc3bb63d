import type { ServiceBases } from '@kingdoms/shared/runtime-config';
import type { z } from 'zod';
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

export type ApiService = keyof ServiceBases;

export function serviceUrl(bases: ServiceBases, service: ApiService, path: string): string {
  const base = bases[service].replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
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

async function request<Schema extends z.ZodType>(
  method: 'GET' | 'POST',
  service: ApiService,
  path: string,
  body: unknown,
  replySchema: Schema,
): Promise<z.infer<Schema>> {
  const { services } = await loadRuntimeConfig();
  const url = serviceUrl(services, service, path);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
    });
  } catch (cause) {
    throw new ApiNetworkError(url, { cause });
  }
  const payload = await readJson(response);
  if (!response.ok) throw new ApiHttpError(url, response.status, payload);
  const parsed = replySchema.safeParse(payload);
  if (!parsed.success) throw new ApiReplyError(url, parsed.error.message);
  return parsed.data;
}

/** POST a JSON body to `{services[service]}{path}` and validate the reply with the shared schema. */
export function apiPost<Schema extends z.ZodType>(
  service: ApiService,
  path: string,
  body: unknown,
  replySchema: Schema,
): Promise<z.infer<Schema>> {
  return request('POST', service, path, body, replySchema);
}

/** GET `{services[service]}{path}` and validate the reply with the shared schema. */
export function apiGet<Schema extends z.ZodType>(
  service: ApiService,
  path: string,
  replySchema: Schema,
): Promise<z.infer<Schema>> {
  return request('GET', service, path, undefined, replySchema);
}
