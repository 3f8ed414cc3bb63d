import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../test/databases';
import type { AppDatabase } from '../db/connect';
import { registerErrorHandler } from './errors';

describe.each(testDatabases())('error envelope on $name', (kind) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.open();
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    // Stands for a schema that forgot text(): the value reaches the database as it came.
    app.post('/store', { schema: { body: z.object({ value: z.string() }) } }, async (request) => {
      const body = request.body as { value: string };
      await sql`select ${body.value}::text as stored`.execute(database.db);
      return { result: 1 };
    });
    app.post('/strict', { schema: { body: z.strictObject({ a: z.string() }) } }, async () => ({ result: 1 }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 400, not 500, when the database refuses a NUL character', async () => {
    const reply = await app.inject({ method: 'POST', url: '/store', payload: { value: 'a\u0000b' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      result: 0,
      err: {
        code: 'invalid_request',
        message: 'The request holds characters that cannot be stored (such as NUL).',
      },
    });
    const fine = await app.inject({ method: 'POST', url: '/store', payload: { value: 'ab' } });
    expect(fine.statusCode).toBe(200);
  });

  it('keeps a validation message short whatever the request held', async () => {
    const keys = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`key${i}`.repeat(50), 1]));
    const reply = await app.inject({ method: 'POST', url: '/strict', payload: { a: 'x', ...keys } });
    expect(reply.statusCode).toBe(400);
    const { message } = reply.json().err;
    expect(message).toMatch(/^body: Unrecognized keys/);
    expect(message.length).toBeLessThan(1_200);
    const many = await app.inject({ method: 'POST', url: '/strict', payload: [1, 2] });
    expect(many.json().err.message).toContain('body');
  });
});
