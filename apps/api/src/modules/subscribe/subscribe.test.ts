import { subscribeReplySchema } from '@kingdoms/shared/api/subscribe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { countSubscribersByEmail } from './queries';

const URL = '/stat/preregist/subscribe';

function payload(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    utm_source: 'newsletter',
    utm_medium: 'email',
    ref: 'friend42',
    device: 'mobile/ios',
    language: 'ko-KR',
    language2: 'ko',
    from: 'homepage',
    ...extra,
  };
}

describe.each(testDatabases())('POST /stat/preregist/subscribe on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { SUBSCRIBE_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (body: unknown, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: URL, payload: body as object, remoteAddress });

  it('stores a new subscriber with the payload fields and answers result 1', async () => {
    const response = await post(payload('  First.Player@Example.com '));
    expect(response.statusCode).toBe(200);
    expect(subscribeReplySchema.parse(response.json())).toEqual({ result: 1 });
    const row = await database.db
      .selectFrom('subscriber')
      .selectAll()
      .where('email', '=', 'First.Player@Example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: 'email',
      ref: 'friend42',
      device: 'mobile/ios',
      language: 'ko-KR',
      language2: 'ko',
      source_from: 'homepage',
    });
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('fills optional fields with their defaults', async () => {
    const response = await post({ email: 'minimal@example.com', device: 'pc' });
    expect(response.json()).toEqual({ result: 1 });
    const row = await database.db
      .selectFrom('subscriber')
      .selectAll()
      .where('email', '=', 'minimal@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      utm_source: '',
      ref: '',
      language: '',
      language2: '',
      source_from: 'homepage',
    });
  });

  it('answers already_subscribed for the same e-mail in another case', async () => {
    const response = await post(payload('FIRST.PLAYER@example.COM'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: 0,
      err: { code: 'already_subscribed', message: "You're already subscribed." },
    });
    expect(await countSubscribersByEmail(database.db, 'first.player@example.com')).toBe(1);
  });

  it.each(['abc', 'no-at.example.com', 'user@localhost', 'a b@example.com'])(
    'answers invalid_email for %j and stores nothing',
    async (email) => {
      const response = await post(payload(email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ result: 0, err: { code: 'invalid_email' } });
      expect(await countSubscribersByEmail(database.db, email.trim())).toBe(0);
    },
  );

  it('answers 400 invalid_request naming a missing field', async () => {
    const response = await post({ device: 'pc' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ result: 0, err: { code: 'invalid_request' } });
    expect(body.err.message).toContain('body.email');
  });

  it('answers 400 naming a device outside the enum', async () => {
    const response = await post(payload('dev@example.com', { device: 'tablet' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().err.message).toContain('body.device');
  });

  it('answers 400 (not 500) for malformed JSON and a non-object body', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ result: 0, err: { code: 'invalid_request' } });
    const array = await post([1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('stores concurrent identical subscribes once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(payload(i % 2 ? 'race@example.com' : 'RACE@example.com'), `10.0.1.${i}`),
      ),
    );
    const results = replies.map((reply) => reply.json().result);
    expect(results.filter((result) => result === 1)).toHaveLength(1);
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(await countSubscribersByEmail(database.db, 'race@example.com')).toBe(1);
  });
});

describe.each(testDatabases())('subscribe rate limit on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { SUBSCRIBE_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 429 rate_limited after SUBSCRIBE_RATE_LIMIT requests a minute from one client', async () => {
    const send = (i: number, remoteAddress: string) =>
      app.inject({ method: 'POST', url: URL, payload: payload(`limit${i}@example.com`), remoteAddress });
    for (let i = 0; i < 3; i++) expect((await send(i, '10.9.9.9')).statusCode).toBe(200);
    const limited = await send(3, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ result: 0, err: { code: 'rate_limited' } });
    // Another client is not affected.
    expect((await send(4, '10.9.9.10')).statusCode).toBe(200);
  });
});
