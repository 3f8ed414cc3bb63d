import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetDeployment, makeWebDist, TEST_INDEX_HTML, testConfig } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import { buildApp } from '../app';
import type { AppDatabase } from '../db/connect';

const [pglite] = testDatabases();
const ASSET = '/assets/app-1234.js';
const ASSET_SOURCE = 'console.log("app");';

/** The build's output: .br and .gz written beside the files (apps/web/build/compress.ts). */
function writeCompressedSiblings(dir: string, file: string, content: string): void {
  writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
  writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
}

describe('compression', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const webDist = makeWebDist();
  writeCompressedSiblings(webDist.dir, ASSET, ASSET_SOURCE);
  writeCompressedSiblings(webDist.dir, 'index.html', TEST_INDEX_HTML);

  beforeAll(async () => {
    database = await pglite!.open();
    app = await buildApp(testConfig({ WEB_DIST: webDist.dir }), { database, deployment: devnetDeployment() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    webDist.remove();
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts br, still immutable', async () => {
    const response = await app.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_SOURCE);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_SOURCE);
  });

  it('sends the file as it is without accept-encoding, varying on it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(ASSET_SOURCE);
  });

  it('compresses index.html of a history-mode navigation, not cached for long', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/land',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(TEST_INDEX_HTML);
  });

  it('compresses a JSON reply above the threshold (/config.json)', async () => {
    const plain = await app.inject({ method: 'GET', url: '/config.json' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON reply uncompressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTypeOf('object');
  });
});
