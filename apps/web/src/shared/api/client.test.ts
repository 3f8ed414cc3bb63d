import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { ApiHttpError, ApiNetworkError, ApiReplyError, apiPost, serviceUrl } from './client';

const replySchema = z.object({ result: z.literal(1), value: z.number() });

function stubApi(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/config.json' ? jsonResponse(TEST_RUNTIME_CONFIG) : answer(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins a service base and a path with exactly one slash', () => {
    const bases = { ...TEST_RUNTIME_CONFIG.services, game: 'http://127.0.0.1:8080/game/' };
    expect(serviceUrl(bases, 'game', '/api/x')).toBe('http://127.0.0.1:8080/game/api/x');
    expect(serviceUrl(bases, 'stat', 'preregist/subscribe')).toBe('/stat/preregist/subscribe');
  });

  it('posts JSON to the service base from /config.json and returns the validated reply', async () => {
    const fetchMock = stubApi(() => jsonResponse({ result: 1, value: 7 }));
    await expect(apiPost('game', '/api/thing', { a: 1 }, replySchema)).resolves.toEqual({
      result: 1,
      value: 7,
    });
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/game/api/thing');
    expect(call?.[1]?.method).toBe('POST');
    expect(new Headers(call?.[1]?.headers).get('content-type')).toBe('application/json');
    expect(call?.[1]?.body).toBe('{"a":1}');
  });

  it('raises ApiHttpError with the status and parsed body on a non-2xx answer', async () => {
    stubApi(() => jsonResponse({ result: 0, err: { code: 'bad_request', message: 'no' } }, 400));
    const error = await apiPost('game', '/x', {}, replySchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).toMatchObject({ status: 400, body: { err: { code: 'bad_request' } } });
  });

  it('raises ApiReplyError when the reply does not match the schema', async () => {
    stubApi(() => jsonResponse({ result: 1, value: 'seven' }));
    await expect(apiPost('game', '/x', {}, replySchema)).rejects.toBeInstanceOf(ApiReplyError);
  });

  it('raises ApiNetworkError when no answer arrives', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiPost('game', '/x', {}, replySchema)).rejects.toBeInstanceOf(ApiNetworkError);
  });
});
