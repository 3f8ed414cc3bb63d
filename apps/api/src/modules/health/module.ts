import { failure } from '@kingdoms/shared/api/envelope';
import { healthEndpoint } from '@kingdoms/shared/api/health';
import { sql } from 'kysely';
import { serve } from '../../http/endpoints';
import type { ApiModule } from '../module';

/** GET /healthz for load balancers: 200 only when the database answers, else 503. */
export const healthModule: ApiModule = {
  name: 'health',
  setup: ({ db }) => ({
    endpoints: [
      serve(healthEndpoint, async (_query, request, reply) => {
        try {
          await sql`select 1`.execute(db);
          return { status: 'ok' as const, db: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'Health check: database unreachable');
          return reply.code(503).send(failure('db_unavailable', 'Database unavailable'));
        }
      }),
    ],
  }),
};
