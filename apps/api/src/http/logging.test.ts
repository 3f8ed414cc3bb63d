import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app-harness';
import { testDatabases } from '../../test/databases';
import { buildApp } from '../app';
import type { AppDatabase } from '../db/connect';
import { loggerOptions } from './logging';

const [pglite] = testDatabases();

describe('log format', () => {
  it('is JSON with Fastify request logs unless pretty is asked for', () => {
    expect(testConfig({}).logFormat).toBe('json');
    const options = loggerOptions({ logLevel: 'info', logFormat: 'json' });
    expect(options).toEqual({ logger: { level: 'info' } });
  });

  describe('pretty (the devnet console)', () => {
    let database: AppDatabase;
    let app: FastifyInstance;
    const output = new PassThrough();
    let written = '';
    output.on('data', (chunk: Buffer) => {
      written += chunk.toString();
    });

    beforeAll(async () => {
      database = await pglite!.open();
      app = await buildApp(testConfig({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }), {
        database,
        deployment: null,
        logDestination: output,
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it('prints one readable line per request instead of JSON objects', async () => {
      written = '';
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({ method: 'GET', url: '/game/no-such-route' });
      const lines = written.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/INFO.*: GET \/healthz 200 \d+\.\d ms$/);
      expect(lines[1]).toMatch(/GET \/game\/no-such-route 404 \d+\.\d ms$/);
      expect(written).not.toContain('{');
      expect(written).not.toContain('incoming request');
    });
  });
});
