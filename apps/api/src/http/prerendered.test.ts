import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWebDist, TEST_INDEX_HTML, testConfig } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import { buildApp } from '../app';
import type { AppDatabase } from '../db/connect';

// PGlite only (issue 38): which prerendered file answers a request, chosen from the request alone; its SQL cannot differ on PostgreSQL.
const [pglite] = testDatabases();
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const LANGUAGES = ['en', 'ko', 'ja', 'zh'];

/** A build with prerendered `/` and `/land` in every language and both layouts, as build/prerender.ts writes. */
function addPrerenderedPages(dir: string): void {
  const files = { '/': 'index.html', '/land': 'land.html' };
  for (const layout of ['desktop', 'mobile']) {
    for (const language of LANGUAGES) {
      const folder = join(dir, 'prerendered', layout, language);
      mkdirSync(folder, { recursive: true });
      for (const file of Object.values(files)) {
        const html = `<html lang="${language}">${layout} ${language} ${file}</html>`.padEnd(400, ' ');
        writeFileSync(join(folder, file), html);
        writeFileSync(join(folder, `${file}.gz`), gzipSync(html));
      }
    }
  }
  const pages = { layouts: ['desktop', 'mobile'], languages: LANGUAGES, files };
  writeFileSync(join(dir, 'prerendered', 'pages.json'), JSON.stringify(pages));
}

describe('prerendered pages: the copy for the language and layout of the request', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const webDist = makeWebDist();
  addPrerenderedPages(webDist.dir);

  beforeAll(async () => {
    database = await pglite!.open();
    app = await buildApp(testConfig({ WEB_DIST: webDist.dir }), { database, deployment: null });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    webDist.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

  it.each([
    [{}, 'desktop en'],
    [{ 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' }, 'desktop ko'],
    [{ 'accept-language': 'en;q=0.5,ja;q=0.9' }, 'desktop ja'],
    [{ 'accept-language': 'zh-CN' }, 'desktop en'], // Chinese from the menu only
    [{ 'accept-language': 'ko', cookie: 'x=1; lang=zh' }, 'desktop zh'], // the menu's choice wins
    [{ cookie: 'lang=ja', 'user-agent': PHONE }, 'mobile ja'],
  ])('%o → %s', async (headers, expected) => {
    const response = await get('/land', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`${expected} land.html`);
    expect(response.headers.vary).toMatch(/accept-language/);
    expect(response.headers.vary).toMatch(/cookie/);
    expect(response.headers.vary).toMatch(/user-agent/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the site root prerendered, also to a client that does not ask for HTML', async () => {
    expect((await get('/', { 'accept-language': 'ko' })).body).toContain('desktop ko index.html');
    const plain = await app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(plain.body).toContain('desktop en index.html');
  });

  it('sends the compressed copy by accept-encoding', async () => {
    const response = await get('/land?utm_source=x', { 'accept-encoding': 'gzip', 'accept-language': 'ja' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/);
  });

  it('serves pages without a prerendered copy from index.html', async () => {
    const response = await get('/pledging', { 'accept-language': 'ko' });
    expect(response.body).toBe(TEST_INDEX_HTML);
  });
});
