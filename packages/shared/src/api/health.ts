import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /healthz — for load balancers: 200 only when the database answers. */
export const healthReplySchema = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
});
export type HealthReply = z.infer<typeof healthReplySchema>;

export const healthEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: '/healthz',
  reply: healthReplySchema,
  access: 'anyone',
  summary: 'Liveness and database check for load balancers',
  rateLimit: false,
});
