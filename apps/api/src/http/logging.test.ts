import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import { buildApp } from '../app';
import type { LogFormat } from '../config';
import type { AppDatabase } from '../db/connect';

// PGlite only (issue 38): the request log lines, written by the HTTP layer whatever the database; its SQL cannot differ on PostgreSQL.
const [pglite] = testDatabases();

/** An app at level info whose log lines are collected. */
function loggedApp(format: LogFormat) {
  const output = new PassThrough();
  const state = {
    database: undefined as AppDatabase | undefined,
    app: undefined as FastifyInstance | undefined,
  };
  let written = '';
  output.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  beforeAll(async () => {
    state.database = await pglite!.open();
    state.app = await buildApp(testConfig({ LOG_LEVEL: 'info', LOG_FORMAT: format }), {
      database: state.database,
      deployment: null,
      logDestination: output,
    });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
  });
  return {
    /** The lines written while `requests` ran. */
    async linesOf(requests: (app: FastifyInstance) => Promise<unknown>): Promise<string[]> {
      written = '';
      await requests(state.app!);
      await new Promise((resolve) => setImmediate(resolve));
      return written.trim().split('\n');
    },
  };
}

describe('request logs', () => {
  it('are JSON by default', () => {
    expect(testConfig({}).logFormat).toBe('json');
  });

  describe('json (production)', () => {
    const logged = loggedApp('json');

    it('writes one entry per request with method, URL, status and response time', async () => {
      const lines = await logged.linesOf(async (app) => {
        await app.inject({ method: 'GET', url: '/healthz' });
      });
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0] ?? '');
      expect(entry).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/healthz' },
        res: { statusCode: 200 },
      });
      expect(entry.responseTime).toBeTypeOf('number');
    });
  });

  describe('pretty (the devnet console)', () => {
    const logged = loggedApp('pretty');

    it('prints one readable line per request instead of JSON objects', async () => {
      const lines = await logged.linesOf(async (app) => {
        await app.inject({ method: 'GET', url: '/healthz' });
        await app.inject({ method: 'GET', url: '/game/no-such-route' });
      });
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/INFO.*: GET \/healthz 200 \d+\.\d ms$/);
      expect(lines[1]).toMatch(/GET \/game\/no-such-route 404 \d+\.\d ms$/);
      expect(lines.join('\n')).not.toContain('{');
    });
  });
});
