import { authEndpoints } from '@kingdoms/shared/api/auth';
import { ACCESS_ERRORS, type AnyEndpoint, servedPath } from '@kingdoms/shared/api/endpoint';
import { vestingEndpoints } from '@kingdoms/shared/api/vesting';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWebDist, TEST_INDEX_HTML, testConfig } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import { buildApp, startApi } from '../app';
import type { AppDatabase } from '../db/connect';
import { EMBED_FRAME_SOURCES } from './security';

// PGlite only (issue 38): the HTTP shell (static files, fallbacks, error envelope, security headers) around the modules, whose SQL their own files run on both; its SQL cannot differ on PostgreSQL.
const [pglite] = testDatabases();
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const ALLOWED_ORIGIN = 'https://portal.example';

describe('HTTP shell: web app, errors, security, docs', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const webDist = makeWebDist();

  beforeAll(async () => {
    database = await pglite!.open();
    app = await buildApp(testConfig({ WEB_DIST: webDist.dir, CORS_ORIGINS: ALLOWED_ORIGIN }), {
      database,
      deployment: null,
    });
    app.get('/game/test-explodes', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    webDist.remove();
  });

  describe('history-mode fallback', () => {
    it.each([
      '/',
      '/land',
      '/move/abc',
      '/drago/detail/12',
      // Move tokens are JWTs: a signature part without "-" or "_" looks like a file extension.
      '/move/aaaa.bbbb.cccc',
      '/move/eyJhbGciOiJIUzI1NiJ9.eyJraW5nZG9tSWQiOiJrbGF5LTEwMDEifQ.Zm9vYmFyYmF6cXV4UXVpY2tCcm93bkZveEp1bXBzT3Zlcg',
      '/move/eyJhbGciOiJIUzI1NiJ9.eyJraW5nZG9tSWQiOiJrbGF5LTEwMDQifQ.SIG123?lang=ko',
    ])('serves index.html for %s', async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(TEST_INDEX_HTML);
    });

    it('answers HEAD navigations too', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/land', headers: HTML });
      expect(response.statusCode).toBe(200);
    });

    it('serves built files, hashed assets as immutable', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('immutable');
    });

    it.each([
      ['/game/nope', HTML],
      ['/stat/nope', HTML],
      ['/nft/api/nope', HTML],
      ['/server/api/nope', HTML],
      ['/old-chain/api/nope', HTML],
      ['/land', { accept: 'application/json' }],
      ['/assets/missing.js', HTML],
      ['/assets/x.js', HTML],
      ['/assets/no-extension', HTML],
      ['/favicon-old.ico', HTML],
      ['/styles/missing.css', HTML],
      ['/app.webmanifest', HTML],
      ['/fonts/Inter.WOFF2', HTML],
    ])('answers a JSON 404 for %s (%j)', async (url, headers) => {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ result: 0, err: { code: 'not_found' } });
    });

    it('answers a JSON 404 for a POST to a page path', async () => {
      const response = await app.inject({ method: 'POST', url: '/land', headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.json().err.code).toBe('not_found');
    });
  });

  it('logs an unexpected error and answers 500 without internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/game/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      result: 0,
      err: { code: 'internal_error', message: 'Internal server error' },
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers 415 in the envelope for an unsupported body type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/stat/preregist/subscribe',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ result: 0, err: { code: 'unsupported_media_type' } });
  });

  describe('security headers', () => {
    it('sends a CSP for the web app with trailer frame hosts, and the usual helmet headers', async () => {
      const response = await app.inject({ method: 'GET', url: '/land', headers: HTML });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      for (const host of EMBED_FRAME_SOURCES) expect(csp).toContain(host);
      // Production RPC origins of the network table (no deployment here).
      expect(csp).toContain('https://polygon-rpc.com');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // Wallet pop-ups (Coinbase Smart Wallet) answer through window.opener.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    });

    it('sends the same headers on API replies', async () => {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('CORS allow-list', () => {
    it('allows a listed origin with credentials', async () => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/stat/preregist/subscribe',
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('does not allow an unlisted origin', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/config.json',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('OpenAPI docs', () => {
    it('serves the OpenAPI document with the routes and their zod schemas', async () => {
      const response = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      const subscribe = document.paths['/stat/preregist/subscribe'].post;
      expect(subscribe.requestBody.content['application/json'].schema.required).toContain('email');
      expect(document.paths['/healthz']).toBeDefined();
      expect(document.paths['/config.json']).toBeDefined();
    });

    it('lists each endpoint’s declared error codes, its access guard’s too, with their statuses', async () => {
      const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
      const operation = (endpoint: AnyEndpoint) => document.paths[servedPath(endpoint)].post;
      const claimAll = operation(vestingEndpoints.claimAll);
      for (const code of [
        ...Object.keys(vestingEndpoints.claimAll.errors),
        ...Object.keys(ACCESS_ERRORS.errors),
      ]) {
        expect(claimAll.description).toContain(`\`${code}\``);
      }
      expect(claimAll.description).toContain('200 (result 0)');
      expect(claimAll.responses['401'].description).toBe('not_signed_in');
      expect(claimAll.responses['403'].description).toBe('wrong_wallet, not_admin');
      // An 'anyone' endpoint lists only its own codes.
      const verify = operation(authEndpoints.verify);
      for (const code of Object.keys(authEndpoints.verify.errors))
        expect(verify.description).toContain(`\`${code}\``);
      expect(verify.description).not.toContain('not_signed_in');
    });

    it('serves the Swagger UI at /docs', async () => {
      const response = await app.inject({ method: 'GET', url: '/docs/', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('swagger');
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });
  });
});

describe('API_DOCS decides whether /docs is served', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(32),
    MIGRATION_TOKEN_SECRET: 'm'.repeat(32),
    PUBLIC_ORIGINS: 'https://portal.example',
  };
  let database: AppDatabase;
  beforeAll(async () => {
    database = await pglite!.open();
  });
  afterAll(async () => database?.close());

  async function docsStatuses(env: NodeJS.ProcessEnv): Promise<number[]> {
    const app = await buildApp(testConfig(env), { database, deployment: null });
    try {
      await app.ready();
      const statuses: number[] = [];
      for (const url of ['/docs', '/docs/', '/docs/json']) {
        statuses.push((await app.inject({ method: 'GET', url, headers: HTML })).statusCode);
      }
      return statuses;
    } finally {
      await app.close();
    }
  }

  it('is off in production unless API_DOCS=true', async () => {
    expect(await docsStatuses(production)).toEqual([404, 404, 404]);
    expect((await docsStatuses({ ...production, API_DOCS: 'true' })).at(-1)).toBe(200);
  });

  it('is on elsewhere unless API_DOCS=false', async () => {
    expect((await docsStatuses({})).at(-1)).toBe(200);
    expect(await docsStatuses({ API_DOCS: 'false' })).toEqual([404, 404, 404]);
  });
});

describe('without a web build', () => {
  it('answers page paths with a JSON 404 instead of crashing', async () => {
    const database = await pglite!.open();
    const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent/web/dist' }), {
      database,
      deployment: null,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/land', headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.json().err.code).toBe('not_found');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('startApi', () => {
  it('listens on a free port and closes', async () => {
    const database = await pglite!.open();
    const api = await startApi(testConfig({ PORT: '0' }), { database, deployment: null });
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${api.url}/healthz`);
      expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
    } finally {
      await api.close();
      await database.close();
    }
  });
});

describe('rate limits apply to the API, not to the web app', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const webDist = makeWebDist();

  beforeAll(async () => {
    database = await pglite!.open();
    app = await buildApp(testConfig({ WEB_DIST: webDist.dir, RATE_LIMIT_PER_MINUTE: '3' }), {
      database,
      deployment: null,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    webDist.remove();
  });

  it('serves pages and files of the web app beyond RATE_LIMIT_PER_MINUTE', async () => {
    for (let i = 0; i < 6; i += 1) {
      const page = await app.inject({ method: 'GET', url: '/land', headers: HTML });
      expect(page.statusCode).toBe(200);
      const file = await app.inject({ method: 'GET', url: '/index.html' });
      expect(file.statusCode).toBe(200);
    }
  });

  it('answers 429 rate_limited on API paths past RATE_LIMIT_PER_MINUTE', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/config.json' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
