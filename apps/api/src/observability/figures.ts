/**
 * The operational figures of one instance, read when asked (issue 43): the chains' indexers, the
 * leases, the modules' queues, the senders' balances and the RPC providers. Both `/metrics`
 * (metrics.ts, at each scrape) and the studio's operations page (operations.ts) read them here,
 * so the two never compute a figure two ways.
 */
import { type Kysely, sql } from 'kysely';
import type { Address } from 'viem';
import type { Database } from '../db/schema';
import { type RpcProviderStats, rpcProviderStats } from '../lib/rpcTransport';

/** A chain as its indexer reports it (the chain indexer's statuses, as /readyz reads them). */
export interface ChainFigures {
  readonly network: string;
  readonly chainId: number;
  readonly head: bigint | undefined;
  readonly indexedTo: bigint;
  readonly lag: bigint | undefined;
  readonly lagSeconds: number | undefined;
  readonly halted: string | undefined;
  readonly reorgsSeen: number;
  readonly logsIndexed: number;
}

/** A singleton job as this instance sees it (lib/singletons.ts). */
export interface JobFigures {
  readonly job: string;
  readonly leader: boolean;
  readonly term: bigint | undefined;
  readonly lastSuccessAt: number | undefined;
}

/**
 * A table of work items a module keeps (payouts, relayer messages, randomness requests): counted
 * by state, and the age of the oldest one still waiting.
 */
export interface QueueProbe {
  /** The `queue` label: payouts, relayer, oracle. */
  readonly queue: string;
  readonly table: string;
  /** The states of an item still waiting (not yet done, failed or cancelled). */
  readonly pendingStates: readonly string[];
  /** The column that says when an item was queued. */
  readonly createdColumn: string;
}

/** An account a job sends transactions from (its gas balance is watched). */
export interface SenderFigures {
  /** The job that sends from it: payouts, relayer, randomness-oracle:<chain>. */
  readonly job: string;
  readonly chainId: number;
  /** The network of `chainId` in the deployment (undefined: not one of its chains). */
  readonly network?: string;
  readonly address: Address;
  /** The balance below which it alerts, in wei (undefined: none configured). */
  readonly minBalance?: bigint;
}

/** Where the figures come from; set once the modules are registered (modules/registry.ts). */
export interface FigureSources {
  chains(): Promise<readonly ChainFigures[]>;
  jobs(): readonly JobFigures[];
  readonly queues: readonly QueueProbe[];
  readonly senders: readonly SenderFigures[];
  /** A sender's balance in wei; undefined when its chain did not answer. */
  balanceOf(chainId: number, address: Address): Promise<bigint | undefined>;
}

/** A queue's items by state and the age of its oldest waiting item. */
export interface QueueFigures {
  readonly queue: string;
  readonly byState: ReadonlyMap<string, number>;
  /** Items in a waiting state. */
  readonly pending: number;
  readonly oldestPendingSeconds: number;
}

/** A lease row as every instance sees it (job_lease): who holds the job, with which term. */
export interface LeaseFigures {
  readonly job: string;
  readonly holder: string;
  readonly term: bigint;
  /** False once its holder stopped renewing it (any instance may take it over). */
  readonly live: boolean;
}

/** The figures, each read when called (nothing before `setSources`). */
export interface OperationsFigures {
  setSources(sources: FigureSources): void;
  /** Each chain's indexer; [] when the heads did not come within the read timeout. */
  chains(): Promise<readonly ChainFigures[]>;
  /** This instance's leases, and when each daily job last finished (on any instance, in seconds). */
  jobs(): Promise<{ jobs: readonly JobFigures[]; daily: ReadonlyMap<string, number> }>;
  /** Every job's lease as the database holds it (the holder may be another instance). */
  leases(): Promise<readonly LeaseFigures[]>;
  queues(): Promise<readonly QueueFigures[]>;
  senders(): readonly SenderFigures[];
  /** The sender's balance in wei (read at most every BALANCE_CACHE_MS); undefined: no answer. */
  balanceOf(sender: SenderFigures): Promise<bigint | undefined>;
  /** The RPC transport's running counts per provider (process-wide). */
  rpcProviders(): RpcProviderStats[];
}

/** Longest wait for the chains' heads and the senders' balances during a read. */
export const FIGURE_READ_TIMEOUT_MS = 2_000;
/** A sender's balance is read at most this often (each read is an RPC call per sender). */
const BALANCE_CACHE_MS = 15_000;

async function within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each queue's items by state and its oldest waiting item's age, in one query per queue. */
export async function readQueues(
  db: Kysely<Database>,
  probes: readonly QueueProbe[],
): Promise<QueueFigures[]> {
  return Promise.all(
    probes.map(async (probe) => {
      const { rows } = await sql<{ state: string; items: string; oldest: string | null }>`
        select status as state, count(*) as items,
          extract(epoch from now() - min(${sql.ref(probe.createdColumn)})
            filter (where status in (${sql.join(probe.pendingStates.map((state) => sql.lit(state)))})))::text as oldest
        from ${sql.table(probe.table)} group by status`.execute(db);
      const byState = new Map(rows.map((row) => [row.state, Number(row.items)]));
      const oldest = Math.max(0, ...rows.map((row) => (row.oldest === null ? 0 : Number(row.oldest))));
      const pending = probe.pendingStates.reduce((sum, state) => sum + (byState.get(state) ?? 0), 0);
      return { queue: probe.queue, byState, pending, oldestPendingSeconds: oldest };
    }),
  );
}

/** When each daily job last finished a run (the daily_job_run table; any instance). */
async function dailyJobsFinished(db: Kysely<Database>): Promise<Map<string, number>> {
  const { rows } = await sql<{ job: string; finished: string | null }>`
    select job, extract(epoch from max(finished_at))::text as finished from daily_job_run group by job`.execute(
    db,
  );
  return new Map(
    rows.flatMap((row) => (row.finished === null ? [] : [[`daily:${row.job}`, Number(row.finished)]])),
  );
}

export function createOperationsFigures(options: {
  readonly db: Kysely<Database>;
  /** Tests: the RPC providers' figures (the process-wide ones of lib/rpcTransport.ts by default). */
  readonly rpcStats?: () => RpcProviderStats[];
}): OperationsFigures {
  const { db } = options;
  let sources: FigureSources | undefined;
  const balances = new Map<string, { at: number; wei: bigint | undefined }>();
  return {
    setSources(next) {
      sources = next;
    },
    chains: async () =>
      (await within(FIGURE_READ_TIMEOUT_MS, sources?.chains() ?? Promise.resolve([]))) ?? [],
    // Nothing is read before the modules are registered (sources unset).
    jobs: async () =>
      sources ? { jobs: sources.jobs(), daily: await dailyJobsFinished(db) } : { jobs: [], daily: new Map() },
    leases: async () => {
      if (!sources) return [];
      const { rows } = await sql<{ name: string; holder: string; term: string; live: boolean }>`
        select name, holder, term::text as term, expires_at > now() as live
        from job_lease order by name`.execute(db);
      return rows.map((row) => ({
        job: row.name,
        holder: row.holder,
        term: BigInt(row.term),
        live: row.live,
      }));
    },
    queues: () => readQueues(db, sources?.queues ?? []),
    senders: () => sources?.senders ?? [],
    balanceOf: async (sender) => {
      const key = `${sender.chainId}:${sender.address}`;
      let cached = balances.get(key);
      if (!cached || Date.now() - cached.at > BALANCE_CACHE_MS) {
        const read = sources?.balanceOf(sender.chainId, sender.address).catch(() => undefined);
        cached = { at: Date.now(), wei: read ? await within(FIGURE_READ_TIMEOUT_MS, read) : undefined };
        balances.set(key, cached);
      }
      return cached.wei;
    },
    rpcProviders: options.rpcStats ?? (() => rpcProviderStats()),
  };
}
