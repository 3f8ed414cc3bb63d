import { emptyBodySchema, endpoint } from '@kingdoms/shared/api/endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { ApiHttpError, ApiNetworkError, ApiReplyError, callApi, endpointUrl } from './client';

const replySchema = z.object({ result: z.literal(1), value: z.number() });
const thing = endpoint({
  base: 'game',
  method: 'POST',
  path: '/api/thing',
  request: z.object({ a: z.number() }),
  example: { a: 1 },
  reply: replySchema,
  access: 'anyone',
  summary: 'a test endpoint',
});
const nothing = endpoint({
  base: 'game',
  method: 'POST',
  path: '/api/nothing',
  request: emptyBodySchema,
  example: {},
  reply: replySchema,
  access: 'anyone',
  summary: 'a test endpoint without input',
});
const health = endpoint({
  base: 'root',
  method: 'GET',
  path: '/healthz',
  reply: replySchema,
  access: 'anyone',
  summary: 'a root GET',
});

function stubApi(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/config.json' ? jsonResponse(TEST_RUNTIME_CONFIG) : answer(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins a service base and a path with exactly one slash; root paths stay on this site', () => {
    const bases = { ...TEST_RUNTIME_CONFIG.services, game: 'http://127.0.0.1:8080/game/' };
    expect(endpointUrl(bases, 'game', '/api/x')).toBe('http://127.0.0.1:8080/game/api/x');
    expect(endpointUrl(bases, 'stat', '/preregist/subscribe')).toBe('/stat/preregist/subscribe');
    expect(endpointUrl(bases, 'root', '/healthz')).toBe('/healthz');
  });

  it('sends a bearer token as the Authorization header, never in the body', async () => {
    const fetchMock = stubApi(() => jsonResponse({ result: 1, value: 7 }));
    await callApi(thing, { a: 1 }, { bearerToken: 'link-token' });
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/game/api/thing');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer link-token');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ a: 1 });
    await callApi(thing, { a: 1 });
    const plain = fetchMock.mock.calls.filter(([input]) => String(input) === '/game/api/thing').at(-1);
    expect(new Headers(plain?.[1]?.headers).has('authorization')).toBe(false);
  });

  it('posts the JSON body to the descriptor path under its service base and returns the validated reply', async () => {
    const fetchMock = stubApi(() => jsonResponse({ result: 1, value: 7 }));
    await expect(callApi(thing, { a: 1 })).resolves.toEqual({ result: 1, value: 7 });
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/game/api/thing');
    expect(call?.[1]?.method).toBe('POST');
    expect(new Headers(call?.[1]?.headers).get('content-type')).toBe('application/json');
    expect(call?.[1]?.body).toBe('{"a":1}');
    expect(call?.[1]?.credentials).toBe('include');
  });

  it('sends no body when an empty-body call has no input, and GETs root endpoints', async () => {
    const fetchMock = stubApi(() => jsonResponse({ result: 1, value: 1 }));
    await callApi(nothing);
    const post = fetchMock.mock.calls.find(([input]) => String(input) === '/game/api/nothing');
    expect(post?.[1]?.body).toBeUndefined();
    expect(new Headers(post?.[1]?.headers).get('content-type')).toBeNull();
    await callApi(health);
    const get = fetchMock.mock.calls.find(([input]) => String(input) === '/healthz');
    expect(get?.[1]?.method).toBe('GET');
  });

  it('raises ApiHttpError with the status and parsed body on a non-2xx answer', async () => {
    stubApi(() => jsonResponse({ result: 0, err: { code: 'bad_request', message: 'no' } }, 400));
    const error = await callApi(thing, { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).toMatchObject({ status: 400, body: { err: { code: 'bad_request' } } });
  });

  it('raises ApiReplyError when the reply does not match the schema', async () => {
    stubApi(() => jsonResponse({ result: 1, value: 'seven' }));
    await expect(callApi(thing, { a: 1 })).rejects.toBeInstanceOf(ApiReplyError);
  });

  it('raises ApiNetworkError when no answer arrives', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi(thing, { a: 1 })).rejects.toBeInstanceOf(ApiNetworkError);
  });
});
