import { z } from 'zod';

/** GET /healthz — for load balancers: 200 only when the database answers. */
export const healthReplySchema = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
