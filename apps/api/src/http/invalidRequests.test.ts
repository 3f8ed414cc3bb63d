import { type AnyEndpoint, servedPath } from '@kingdoms/shared/api/endpoint';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { devnetDeployment, makeWebDist, testConfig } from '../../test/appHarness';
import { dumpTables, testDatabases } from '../../test/databases';
import { sharedEndpoints } from '../../test/endpoints';
import { invalidRequests } from '../../test/invalidRequests';
import { buildApp } from '../app';
import type { AppDatabase } from '../db/connect';

/** Every endpoint, present and future, found from its descriptor: bad input never costs a 5xx. */
const endpoints = await sharedEndpoints();

describe('request schemas', () => {
  const withRequests = endpoints.filter((endpoint) => endpoint.request);
  it.each(withRequests.map((endpoint): [string, AnyEndpoint] => [servedPath(endpoint), endpoint]))(
    '%s refuses NUL, other control characters and lone surrogates in every string field (text())',
    (_name, endpoint) => {
      const example = endpoint.example as Record<string, unknown>;
      for (const [field, value] of Object.entries(example)) {
        if (typeof value !== 'string') continue;
        for (const bad of [`${value}\u0000`, `\u001b${value}`, `${value}\ud800`, `\udc00${value}`]) {
          const result = endpoint.request?.safeParse({ ...example, [field]: bad });
          expect(result?.success, `${field} = ${JSON.stringify(bad)}`).toBe(false);
        }
      }
    },
  );
});

/**
 * The invalid requests (by index) of each endpoint that sent the database at least one query on
 * the first database. A request that sent none was answered before any query, so it cannot be
 * answered differently by another database: the next databases get only the others (the requests
 * whose text reaches the database, where PGlite and PostgreSQL may refuse differently).
 */
const reachedDatabase = new Map<AnyEndpoint, Set<number>>();

/** The database with every query counted (Kysely calls transformQuery once per query). */
function countingQueries(database: AppDatabase): { database: AppDatabase; count(): number } {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { database: { ...database, db: database.db.withPlugin(counter) }, count: () => queries };
}

describe.each(testDatabases())('invalid requests to every endpoint on $name', (kind) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let queryCount: () => number;
  let before: Record<string, string[]>;
  const webDist = makeWebDist();

  beforeAll(async () => {
    database = await kind.open();
    const counted = countingQueries(database);
    queryCount = counted.count;
    // A devnet deployment serves every module, the devnet's too; rate limits would turn the
    // flood of bad requests into 429s. The roulette's seed worker commits the current and the
    // next period as the clock moves: with two periods of 15 days in the 30-day event (from
    // the start), it writes both rows at start and nothing while the requests run.
    app = await buildApp(
      testConfig({
        WEB_DIST: webDist.dir,
        INDEXER_ENABLED: 'false',
        REWARD_JOBS: 'false',
        ROULETTE_PERIOD_SECONDS: String(15 * 86_400),
      }),
      { database: counted.database, deployment: devnetDeployment(), rateLimits: false },
    );
    await app.ready();
    await vi.waitFor(async () => expect((await dumpTables(database.db)).roulette_period).toHaveLength(2), {
      timeout: 30_000,
      interval: 50,
    });
    before = await dumpTables(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    webDist.remove();
  });

  it.each(
    endpoints.map((endpoint): [string, AnyEndpoint] => [
      `${endpoint.method} ${servedPath(endpoint)}`,
      endpoint,
    ]),
  )('%s answers 4xx with a readable message to each of ≥ 200 invalid requests', async (_name, endpoint) => {
    const cases = invalidRequests(endpoint);
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const onFirstDatabase = reachedDatabase.get(endpoint);
    const reached = new Set<number>();
    const wrong: string[] = [];
    for (const [index, request] of cases.entries()) {
      if (onFirstDatabase && !onFirstDatabase.has(index)) continue;
      const queriesBefore = queryCount();
      const reply = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      let message: unknown;
      try {
        const body = reply.json();
        message = body.result === 0 ? body.err?.message : undefined;
      } catch {
        message = undefined;
      }
      const readable = typeof message === 'string' && message.length > 0 && message.length <= 1_200;
      const clientError = reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429;
      if (!clientError || !readable) {
        wrong.push(`${request.name} → ${reply.statusCode} ${reply.body.slice(0, 200)}`);
      }
      if (queryCount() > queriesBefore) reached.add(index);
    }
    if (!onFirstDatabase) reachedDatabase.set(endpoint, reached);
    expect(wrong).toEqual([]);
  });

  it('refuses NUL and lone surrogates in the fields issue 10 found (subscribe, kingdomId, comment)', async () => {
    const cases = [
      ...['utm_source', 'utm_medium', 'ref', 'language', 'language2', 'from'].map((field) => ({
        url: '/stat/preregist/subscribe',
        field,
        body: { email: 'nul@example.com', device: 'pc' },
      })),
      { url: '/game/api/moveklaytn/to', field: 'kingdomId', body: {} },
      {
        url: '/game/staking/change/comment',
        field: 'comment',
        body: {
          address: '0x00000000000000000000000000000000000000aa',
          signed: `0x${'11'.repeat(65)}`,
          issuedAt: new Date().toISOString(),
        },
      },
    ];
    for (const { url, field, body } of cases) {
      for (const bad of ['a\u0000b', 'a\ud800']) {
        const reply = await app.inject({ method: 'POST', url, payload: { ...body, [field]: bad } });
        expect(reply.statusCode, `${url} ${field}`).toBe(400);
        expect(reply.json().err).toMatchObject({ code: 'invalid_request' });
        expect(reply.json().err.message).toContain(`body.${field}:`);
      }
    }
  });

  it('changed no row of any table', async () => {
    expect(await dumpTables(database.db)).toEqual(before);
  });
});
