import { INDEXABLE_PATHS } from '@kingdoms/shared/sitePaths';
import { describe, expect, it } from 'vitest';
import { buildModulesApp } from '../../../test/appHarness';
import { seoModule } from './module';
import { robotsTxt, sitemapXml } from './seo';

describe('robots.txt and sitemap.xml', () => {
  it('lists every marketing page with an absolute URL', () => {
    const xml = sitemapXml('https://portal.example');
    for (const path of INDEXABLE_PATHS) {
      expect(xml).toContain(`<loc>https://portal.example${path}</loc>`);
    }
    expect(xml).not.toContain('/move/');
  });

  it('keeps crawlers out of per-player pages and the API and points at the sitemap', () => {
    const robots = robotsTxt('https://portal.example');
    expect(robots).toContain('Disallow: /move/');
    expect(robots).toContain('Disallow: /game/');
    expect(robots).toContain('Disallow: /explorer/');
    expect(robots).toContain('Sitemap: https://portal.example/sitemap.xml');
  });

  it('serves both on the request origin', async () => {
    // No database is touched: robots.txt and sitemap.xml are built from the request alone.
    const app = await buildModulesApp([seoModule], { db: undefined as never });
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'kingdoms.test' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: http://kingdoms.test/sitemap.xml');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'kingdoms.test' } });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://kingdoms.test/land</loc>');
    await app.close();
  });
});
