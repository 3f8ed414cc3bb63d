import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * GET /game/operations (issue 43, item 4): the studio's operations page. The figures /metrics
 * serves, as one instance sees them (apps/api/src/observability/figures.ts), plus who holds each
 * job's lease across instances (the job_lease table). Block numbers, terms and wei are decimal
 * strings; times are ISO 8601; null where a figure could not be read (a chain's RPC did not answer).
 */

/** A followed chain: its head, the block it is indexed to, and the lag between them. */
export const operationsChainSchema = z.object({
  network: z.string(),
  chainId: z.number().int(),
  /** The chain's head from the API's RPC; null when the RPC failed or was late. */
  head: z.string().nullable(),
  indexedTo: z.string(),
  /** Blocks between the indexed block and the confirmed head; null without a head. */
  lag: z.string().nullable(),
  /** Seconds of chain time between them; null when not read. */
  lagSeconds: z.number().nullable(),
  /** Why the indexer is halted (a reorg deeper than its window); null while it runs. */
  halted: z.string().nullable(),
  /** Reorgs and logs this instance saw since it started. */
  reorgsSeen: z.number().int(),
  logsIndexed: z.number().int(),
});

/** A singleton job: who holds its lease, with which fencing term, and when it last ended well. */
export const operationsJobSchema = z.object({
  /** `indexer:<chainId>`, `payouts`, `relayer`, `randomness-oracle:<chainId>`, `daily:<job>`. */
  job: z.string(),
  /** The lease's holder (an instance's id: host, pid, random part); null: never taken. */
  holder: z.string().nullable(),
  term: z.string().nullable(),
  /** The holder is still renewing it (false: expired, a standby takes it at its next try). */
  live: z.boolean(),
  /** The instance that answered holds it. */
  thisInstance: z.boolean(),
  /**
   * When it last ended well: a loop's last good pass on this instance (known where it leads), or
   * a daily job's last finished run on any instance; null when not known here.
   */
  lastSuccessAt: z.string().nullable(),
});

/** A queue of work items: how many are in each state, and the age of the oldest one waiting. */
export const operationsQueueSchema = z.object({
  /** payouts, relayer, oracle. */
  queue: z.string(),
  states: z.array(z.object({ state: z.string(), items: z.number().int() })),
  /** 0 when nothing waits. */
  oldestPendingSeconds: z.number(),
});

/** An account a job sends transactions from, with its native balance. */
export const operationsSenderSchema = z.object({
  job: z.string(),
  /** The network of its chain; null when the deployment does not name it. */
  network: z.string().nullable(),
  chainId: z.number().int(),
  address: z.string(),
  /** In ether (decimal string); null when its chain did not answer. */
  balance: z.string().nullable(),
  /** The configured minimum in ether; null: none configured. */
  minBalance: z.string().nullable(),
  /** Below its minimum. */
  low: z.boolean(),
});

/** An RPC provider of this instance's transport. */
export const operationsRpcProviderSchema = z.object({
  chainId: z.number().int().nullable(),
  /** Its position and host, e.g. '#1 rpc.example'. */
  provider: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  /** Seconds it stays skipped after failing several times in a row; 0: in use. */
  skippedSeconds: z.number(),
});

/**
 * The last hour as the answering instance sampled it (a ring in its memory, one sample a minute;
 * empty after a restart): each chain's lag and each queue's waiting items, for the page's charts.
 */
export const operationsHistorySchema = z.object({
  intervalSeconds: z.number().int(),
  samples: z.array(
    z.object({
      at: z.string(),
      chains: z.array(z.object({ network: z.string(), lag: z.number().nullable() })),
      queues: z.array(
        z.object({ queue: z.string(), pending: z.number().int(), oldestPendingSeconds: z.number() }),
      ),
    }),
  ),
});
export type OperationsHistory = z.infer<typeof operationsHistorySchema>;

export const operationsReplySchema = z.object({
  /** When the answering instance read the figures. */
  readAt: z.string(),
  /** The answering instance's lease holder id. */
  instance: z.string(),
  chains: z.array(operationsChainSchema),
  jobs: z.array(operationsJobSchema),
  queues: z.array(operationsQueueSchema),
  senders: z.array(operationsSenderSchema),
  rpcProviders: z.array(operationsRpcProviderSchema),
  history: operationsHistorySchema,
});
export type OperationsReply = z.infer<typeof operationsReplySchema>;

/**
 * Admins only (ADMIN_ADDRESSES and a Sign-In with Ethereum session): the guards refuse anyone else
 * with ACCESS_ERRORS (401 not_signed_in, 403 not_admin). The endpoint itself refuses nothing: a
 * figure it cannot read is null or absent, never an error.
 */
export const operationsEndpoint = endpoint({
  base: 'game',
  method: 'GET',
  path: '/operations',
  reply: operationsReplySchema,
  access: 'admin',
  summary:
    "Operations (admins): each chain's head, indexed block and lag, each job's lease holder, the " +
    'payout, relayer and oracle queues, the sender balances and the RPC providers, as this instance reads them',
  errors: {},
});

/** The operations page's endpoint (served by the platform's observability part). */
export const operationsEndpoints = { operations: operationsEndpoint } as const;
