import { z } from 'zod';
import { endpoint } from './endpoint';

/** For crawlers: built from the request's own origin, so one build serves any host. */
export const robotsTxtEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: '/robots.txt',
  reply: z.string(),
  produces: 'text/plain; charset=utf-8',
  access: 'anyone',
  summary: 'Crawler rules',
  hidden: true,
});

export const sitemapEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: '/sitemap.xml',
  reply: z.string(),
  produces: 'application/xml; charset=utf-8',
  access: 'anyone',
  summary: 'Every marketing page, for crawlers',
  hidden: true,
});

/** The seo module's endpoints. */
export const seoEndpoints = { robotsTxt: robotsTxtEndpoint, sitemap: sitemapEndpoint } as const;
