import { seoEndpoints } from '@kingdoms/shared/api/seo';
import type { FastifyRequest } from 'fastify';
import { serveGroup } from '../../http/endpoints';
import { defineModule } from '../module';
import { robotsTxt, sitemapXml } from './seo';

/** Behind a load balancer, TRUST_PROXY makes protocol and host the public ones. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * robots.txt and sitemap.xml, built from the request's own origin so that one build serves any
 * host.
 */
export const seoModule = defineModule({
  name: 'seo',
  setup: () => ({
    endpoints: serveGroup(seoEndpoints, {
      robotsTxt: async (_query, request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return robotsTxt(originOf(request));
      },
      sitemap: async (_query, request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return sitemapXml(originOf(request));
      },
    }),
  }),
});
