import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';

describe.each(testDatabases())('GET /healthz on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 db_unavailable once the database is gone', async () => {
    const broken = await open();
    const brokenApp = await buildTestApp(broken);
    await broken.close();
    try {
      const response = await brokenApp.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ result: 0, err: { code: 'db_unavailable' } });
    } finally {
      await brokenApp.close();
    }
  });
});
