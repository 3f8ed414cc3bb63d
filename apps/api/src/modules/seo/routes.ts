import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapXml } from './seo';

/**
 * robots.txt and sitemap.xml, built from the request's own origin so that one build serves any
 * host (behind a load balancer, TRUST_PROXY makes protocol and host the public ones).
 */
export function seoRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return robotsTxt(`${request.protocol}://${request.host}`);
    });
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return sitemapXml(`${request.protocol}://${request.host}`);
    });
  };
}
