import { failureReplySchema } from '@kingdoms/shared/api/envelope';
import { healthReplySchema } from '@kingdoms/shared/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppContext } from '../../context';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          summary: 'Liveness and database check for load balancers',
          response: { 200: healthReplySchema, 503: failureReplySchema },
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        try {
          await sql`select 1`.execute(ctx.db);
          return { status: 'ok' as const, db: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'Health check: database unreachable');
          return reply
            .code(503)
            .send({ result: 0, err: { code: 'db_unavailable', message: 'Database unavailable' } });
        }
      },
    );
  };
}
