import { INDEXABLE_PATHS, NON_INDEXABLE_PATH_PREFIXES } from '@kingdoms/shared/sitePaths';

/** robots.txt: index the marketing pages, skip per-player pages and the API. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...NON_INDEXABLE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** sitemap.xml of the indexable pages, with absolute URLs on the site's own origin. */
export function sitemapXml(origin: string): string {
  const urls = INDEXABLE_PATHS.map(
    (path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc><changefreq>weekly</changefreq></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
