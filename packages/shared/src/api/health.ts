import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /healthz — liveness for load balancers: 200 while the process and its database answer. */
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
  errors: { db_unavailable: { status: 503, message: 'Database unavailable' } },
});

/** One followed chain in GET /readyz; block numbers are decimal strings. */
export const chainReadinessSchema = z.object({
  network: z.enum(['ethereum', 'polygon', 'arenaz']),
  chainId: z.number().int(),
  /** The chain's head from the API's RPC; null when the RPC failed or was late. */
  head: z.string().nullable(),
  /** The block every indexed contract of the chain has reached. */
  indexedTo: z.string(),
  confirmations: z.number().int(),
  /** Blocks between the cursor and the confirmed head (head − confirmations); null without a head. */
  lag: z.string().nullable(),
  /** Seconds of chain time between the cursor's block and the confirmed head's; null when not read. */
  lagSeconds: z.number().nullable(),
});

/** A singleton job this instance leads, with its lease's fencing term (a decimal string). */
export const ledJobSchema = z.object({
  /** The lease: `indexer:<chainId>`, `payouts`, `relayer`, `randomness-oracle:<chainId>`, `daily:<job>`. */
  job: z.string(),
  term: z.string(),
});

/** GET /readyz — for load balancers: 200 only when this instance can serve current data. */
export const readinessReplySchema = z.object({
  status: z.literal('ready'),
  db: z.literal('ok'),
  migrations: z.literal('ok'),
  /** Most blocks a chain may trail its confirmed head (READY_MAX_INDEXER_LAG_BLOCKS)… */
  maxLagBlocks: z.number().int(),
  /** …unless it trails by at most this many seconds of chain time (READY_MAX_INDEXER_LAG_SECONDS). */
  maxLagSeconds: z.number().int(),
  chains: z.array(chainReadinessSchema),
  /**
   * RPC providers this instance skips for now after repeated failures (position and host, e.g.
   * '#1 rpc.example', with the seconds left): the other providers of the network serve meanwhile.
   */
  skippedRpcProviders: z.array(z.string()),
  /**
   * Checks failing for less than READY_HOLD_MS: the instance stays ready unless they go on failing
   * (one failed head read does not take it out of the balancer).
   */
  warnings: z.array(z.string()),
  /** The singleton jobs this instance leads now (the others lead elsewhere or are standbys here). */
  leads: z.array(ledJobSchema),
});
export type ReadinessReply = z.infer<typeof readinessReplySchema>;
export type ChainReadiness = z.infer<typeof chainReadinessSchema>;

export const readinessEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: '/readyz',
  reply: readinessReplySchema,
  access: 'anyone',
  summary:
    'Readiness for load balancers: 200 when the database answers, every migration is applied and ' +
    "every chain's indexer is within READY_MAX_INDEXER_LAG_BLOCKS or READY_MAX_INDEXER_LAG_SECONDS " +
    'of its confirmed head; 503 `not_ready` naming each failed check otherwise. A change either way ' +
    'is answered only once it has held for READY_HOLD_MS. Lists the jobs this instance leads',
  rateLimit: false,
  errors: { not_ready: { status: 503, message: (failures: string) => failures } },
});

/** The health module's endpoints. */
export const healthEndpoints = { health: healthEndpoint, readiness: readinessEndpoint } as const;

/**
 * GET /metrics — Prometheus metrics of one instance (text exposition format). Served by the
 * platform itself (apps/api/src/observability/metricsRoute.ts): behind METRICS_TOKEN, on
 * METRICS_PORT, or not at all in production; a wrong or missing token is a plain 401.
 */
export const metricsEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: '/metrics',
  reply: z.string(),
  produces: 'text/plain; version=0.0.4; charset=utf-8',
  access: 'anyone',
  summary: 'Prometheus metrics of this instance',
  hidden: true,
  rateLimit: false,
});

/** The platform's own metrics endpoint (not a module's). */
export const metricsEndpoints = { metrics: metricsEndpoint } as const;
