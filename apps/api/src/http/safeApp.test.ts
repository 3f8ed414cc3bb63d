import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWebDist, testConfig } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import { buildApp } from '../app';
import type { AppDatabase } from '../db/connect';

// PGlite only (issue 38): response headers and the Safe App manifest, set from the configuration without a query; its SQL cannot differ on PostgreSQL.
const [pglite] = testDatabases();
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SAFE_UI = 'https://app.safe.global';
const DEVNET_SAFE_UI = 'http://localhost:4173';

/** One app per configuration, on one database (the apps run one after the other). */
async function appWith(database: AppDatabase, env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const webDist = makeWebDist();
  writeFileSync(join(webDist.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = await buildApp(testConfig({ WEB_DIST: webDist.dir, ...env }), { database, deployment: null });
  app.addHook('onClose', async () => webDist.remove());
  await app.ready();
  return app;
}

function frameAncestors(csp: unknown): string | undefined {
  return String(csp)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'));
}

describe('Safe App (SAFE_APP_ORIGINS)', () => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await pglite!.open();
  });
  afterAll(async () => {
    await database.close();
  });

  describe('without the setting', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith(database, {});
    });
    afterAll(async () => {
      await app.close();
    });

    it('lets only this site frame the portal, as before', async () => {
      const response = await app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(frameAncestors(response.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('serves no manifest and tells the web app of no Safe UI', async () => {
      const manifest = await app.inject({
        method: 'GET',
        url: '/manifest.json',
        headers: { origin: SAFE_UI },
      });
      expect(manifest.statusCode).toBe(404);
      expect(manifest.json()).toMatchObject({ result: 0, err: { code: 'safe_app_off' } });
      expect(manifest.headers['access-control-allow-origin']).toBeUndefined();
      const config = (await app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(config.wallet).not.toHaveProperty('safeAppOrigins');
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });

  describe('with two Safe UIs configured', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith(database, { SAFE_APP_ORIGINS: `${SAFE_UI}, ${DEVNET_SAFE_UI}/` });
    });
    afterAll(async () => {
      await app.close();
    });

    it('lets those origins frame the portal and no others, with no X-Frame-Options to contradict it', async () => {
      for (const url of ['/', '/land', '/config.json']) {
        const response = await app.inject({ method: 'GET', url, headers: HTML });
        expect(frameAncestors(response.headers['content-security-policy'])).toBe(
          `frame-ancestors 'self' ${SAFE_UI} ${DEVNET_SAFE_UI}`,
        );
        expect(response.headers['x-frame-options']).toBeUndefined();
      }
    });

    it('serves the manifest the Safe UI reads, readable by those origins only', async () => {
      const fromSafe = await app.inject({
        method: 'GET',
        url: '/manifest.json',
        headers: { origin: SAFE_UI },
      });
      expect(fromSafe.statusCode).toBe(200);
      expect(fromSafe.json()).toEqual({
        name: 'Kingdoms',
        description: expect.stringContaining('Kingdoms'),
        iconPath: 'favicon.svg',
      });
      expect(fromSafe.headers['access-control-allow-origin']).toBe(SAFE_UI);
      expect(String(fromSafe.headers.vary)).toContain('Origin');
      const fromDevnet = await app.inject({
        method: 'GET',
        url: '/manifest.json',
        headers: { origin: DEVNET_SAFE_UI },
      });
      expect(fromDevnet.headers['access-control-allow-origin']).toBe(DEVNET_SAFE_UI);
      const fromOther = await app.inject({
        method: 'GET',
        url: '/manifest.json',
        headers: { origin: 'https://evil.example' },
      });
      expect(fromOther.statusCode).toBe(200);
      expect(fromOther.headers['access-control-allow-origin']).toBeUndefined();
    });

    it("lets the Safe UI show the manifest's icon, and tells the web app which UIs to trust", async () => {
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // Everything else stays same-origin.
      const script = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      const config = (await app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(config.wallet.safeAppOrigins).toEqual([SAFE_UI, DEVNET_SAFE_UI]);
    });
  });
});
