import { emptyBodySchema, endpoint } from '@kingdoms/shared/api/endpoint';
import { failureReplySchema } from '@kingdoms/shared/api/envelope';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AccessGuards, registerEndpoint, serveGroup } from './endpoints';
import { ApiHttpError, registerErrorHandler } from './errors';
import { refuse } from './refuse';

const okReply = z.union([z.object({ result: z.literal(1) }), failureReplySchema]);

/** A module's group of two descriptors, one refusing in its 200 reply, one with an HTTP status. */
const exampleEndpoints = {
  spin: endpoint({
    base: 'game',
    method: 'POST',
    path: '/example/spin',
    request: emptyBodySchema,
    example: {},
    reply: okReply,
    access: 'anyone',
    summary: 'Spins',
    errors: { no_ticket: { status: 200, message: 'No ticket left.' } },
  }),
  item: endpoint({
    base: 'game',
    method: 'GET',
    path: '/example/item',
    reply: okReply,
    access: 'anyone',
    summary: 'An item',
    errors: {
      item_not_found: { status: 404, message: 'No such item.' },
      unknown_client: { status: 400, message: (clientId: string) => `Unknown client_id ${clientId}` },
    },
  }),
} as const;

const noGuards: AccessGuards = {
  wallet: async () => undefined,
  admin: async () => undefined,
};

describe('serveGroup: one handler per descriptor of a group', () => {
  it('serves each descriptor of the group with the handler of its name', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const handlers = serveGroup(exampleEndpoints, {
      spin: async () => refuse(exampleEndpoints.spin, 'no_ticket'),
      item: { handle: async () => refuse(exampleEndpoints.item, 'item_not_found'), rateLimit: 5 },
    });
    expect(handlers.map((handler) => [handler.endpoint.path, handler.rateLimit])).toEqual([
      ['/example/spin', undefined],
      ['/example/item', 5],
    ]);
    for (const handler of handlers) registerEndpoint(app, handler, noGuards);
    const spin = await app.inject({ method: 'POST', url: '/game/example/spin', payload: {} });
    expect([spin.statusCode, spin.json()]).toEqual([
      200,
      { result: 0, err: { code: 'no_ticket', message: 'No ticket left.' } },
    ]);
    const item = await app.inject({ method: 'GET', url: '/game/example/item' });
    expect([item.statusCode, item.json()]).toEqual([
      404,
      { result: 0, err: { code: 'item_not_found', message: 'No such item.' } },
    ]);
    await app.close();
  });

  it('does not compile with a handler missing or one the group does not have', () => {
    const handle = async () => ({ result: 1 as const });
    // @ts-expect-error: `item` has no handler.
    expect(() => serveGroup(exampleEndpoints, { spin: handle })).toThrow(/No handler for item/);
    // @ts-expect-error: `extra` is not a descriptor of the group.
    serveGroup(exampleEndpoints, { spin: handle, item: handle, extra: handle });
  });
});

describe('refuse: the declared text and status of a declared code', () => {
  it('returns a status-200 refusal as the reply envelope', () => {
    const reply = refuse(exampleEndpoints.spin, 'no_ticket');
    expect(reply).toEqual({ result: 0, err: { code: 'no_ticket', message: 'No ticket left.' } });
    const code: 'no_ticket' = reply.err.code;
    expect(code).toBe('no_ticket');
  });

  it('throws any other status as an ApiHttpError, a message function taking its detail', () => {
    expect(() => refuse(exampleEndpoints.item, 'item_not_found')).toThrow(
      new ApiHttpError(404, 'item_not_found', 'No such item.'),
    );
    try {
      refuse(exampleEndpoints.item, 'unknown_client', 'web');
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 400,
        code: 'unknown_client',
        message: 'Unknown client_id web',
      });
    }
    expect.assertions(2);
  });

  it('does not compile with a code the descriptor does not declare, or without a detail it needs', () => {
    // @ts-expect-error: `spin` does not declare item_not_found.
    expect(() => refuse(exampleEndpoints.spin, 'item_not_found')).toThrow(/not declared/);
    // @ts-expect-error: unknown_client's message names the client id.
    expect(() => refuse(exampleEndpoints.item, 'unknown_client')).toThrow(ApiHttpError);
  });

  it('is `never` where the refusal has an HTTP status, so `return refuse(…)` fits any function', () => {
    const find = (id: string | undefined): string => {
      if (id === undefined) return refuse(exampleEndpoints.item, 'item_not_found');
      return id;
    };
    expect(find('7')).toBe('7');
  });
});
