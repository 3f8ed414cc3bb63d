/**
 * The API's Prometheus metrics (issue 43), one registry per app. Figures that are state (a chain's
 * lag, a queue's oldest item, a sender's balance) are read when Prometheus scrapes, through
 * figures.ts (which the operations page reads too) from the same sources /readyz reads, so a
 * scrape never disagrees with the instance; counts that only this
 * process sees (HTTP requests, RPC calls, reorgs rolled back) are kept as they happen. Names,
 * units and labels: docs/deployment.md, "Metrics". Alert rules over them: ops/alerts.yml.
 */
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { formatEther } from 'viem';
import type { PoolStats } from '../db/connect';
import type { Database } from '../db/schema';
import type { RpcProviderStats } from '../lib/rpcTransport';
import {
  type ChainFigures,
  createOperationsFigures,
  type FigureSources,
  type OperationsFigures,
  type SenderFigures,
} from './figures';

export interface ApiMetrics {
  readonly registry: Registry;
  /** The reads behind the scrape-time metrics (figures.ts), shared with the operations page. */
  readonly figures: OperationsFigures;
  /** One answered HTTP request: `route` is the route's pattern (never the raw URL: unbounded labels). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  setSources(sources: FigureSources): void;
  /** The Prometheus text exposition of every metric. */
  render(): Promise<string>;
  readonly contentType: string;
}

const HTTP_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One read shared by every metric of a scrape: Prometheus's registry collects its metrics at the
 * same time, so each metric's collect awaits the same read instead of making its own.
 */
function perScrape<T>(scrapeNumber: () => number, read: () => Promise<T>): () => Promise<T> {
  let last: { scrape: number; value: Promise<T> } | undefined;
  return () => {
    if (last?.scrape !== scrapeNumber()) last = { scrape: scrapeNumber(), value: read() };
    return last.value;
  };
}

export function createApiMetrics(options: {
  readonly db: Kysely<Database>;
  readonly poolStats?: () => PoolStats;
  /** Tests: the RPC providers' figures (the process-wide ones of lib/rpcTransport.ts by default). */
  readonly rpcStats?: () => RpcProviderStats[];
}): ApiMetrics {
  const figures = createOperationsFigures({ db: options.db, rpcStats: options.rpcStats });
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let scrapes = 0;
  const currentScrape = () => scrapes;

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS_SECONDS,
    registers: [registry],
  });

  /**
   * A metric whose values are read at each scrape: a gauge, or a counter for running totals kept
   * elsewhere (the indexer's, the transport's), set to those totals.
   */
  type Sample = readonly [labels: Record<string, string>, value: number];
  const mirrored = (
    kind: 'gauge' | 'counter',
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => Promise<readonly Sample[]> | readonly Sample[],
  ) => {
    const config = { name, help, labelNames, registers: [registry] };
    type Put = (labels: Record<string, string>, value: number) => void;
    // A counter has no set(): after its reset, inc() by the total sets it.
    const refill = async (metric: { reset(): void }, put: Put) => {
      metric.reset();
      for (const [labels, value] of await read()) put(labels, value);
    };
    if (kind === 'gauge')
      new Gauge({
        ...config,
        collect() {
          return refill(this, (l, v) => this.set(l, v));
        },
      });
    else
      new Counter({
        ...config,
        collect() {
          return refill(this, (l, v) => this.inc(l, v));
        },
      });
  };

  // Per chain: one read of the indexers per scrape, shared by the chain metrics.
  const chainsNow = perScrape(currentScrape, () => figures.chains());
  const perChain =
    (value: (chain: ChainFigures) => bigint | number | undefined) => async (): Promise<Sample[]> =>
      (await chainsNow()).flatMap((chain) => {
        const figure = value(chain);
        return figure === undefined
          ? []
          : [[{ network: chain.network, chain_id: String(chain.chainId) }, Number(figure)] as const];
      });
  const chainLabels = ['network', 'chain_id'];
  mirrored(
    'gauge',
    'kingdoms_chain_head_block',
    "The chain's head block, as its RPC gave it.",
    chainLabels,
    perChain((c) => c.head),
  );
  mirrored(
    'gauge',
    'kingdoms_chain_indexed_block',
    'The block every subscription of the chain is indexed to.',
    chainLabels,
    perChain((c) => c.indexedTo),
  );
  mirrored(
    'gauge',
    'kingdoms_chain_lag_blocks',
    'Blocks between the indexed block and the confirmed head.',
    chainLabels,
    perChain((c) => c.lag),
  );
  mirrored(
    'gauge',
    'kingdoms_chain_lag_seconds',
    'Seconds of chain time between the indexed block and the confirmed head.',
    chainLabels,
    perChain((c) => c.lagSeconds),
  );
  mirrored(
    'gauge',
    'kingdoms_chain_halted',
    '1 while the chain indexer is halted by a reorg deeper than its window.',
    chainLabels,
    perChain((c) => (c.halted ? 1 : 0)),
  );
  mirrored(
    'counter',
    'kingdoms_chain_reorgs_total',
    'Reorgs this instance rolled back on the chain since it started.',
    chainLabels,
    perChain((c) => c.reorgsSeen),
  );
  mirrored(
    'counter',
    'kingdoms_chain_events_indexed_total',
    'Logs this instance indexed on the chain since it started.',
    chainLabels,
    perChain((c) => c.logsIndexed),
  );

  // The transport's running counts (process-wide: lib/rpcTransport.ts).
  const perProvider = (value: (stats: RpcProviderStats) => readonly Sample[]) => () =>
    figures
      .rpcProviders()
      .flatMap((stats) =>
        value(stats).map(
          ([extra, figure]) =>
            [
              { chain_id: String(stats.chainId ?? 'unknown'), provider: stats.provider, ...extra },
              figure,
            ] as const,
        ),
      );
  const rpcLabels = ['chain_id', 'provider'];
  mirrored(
    'counter',
    'kingdoms_rpc_requests_total',
    'Requests sent to the RPC provider since the instance started.',
    rpcLabels,
    perProvider((stats) => [[{}, stats.requests]]),
  );
  mirrored(
    'counter',
    'kingdoms_rpc_errors_total',
    'Failed requests to the RPC provider, by kind: rate_limited, server_error, timeout, connection, other.',
    [...rpcLabels, 'kind'],
    perProvider((stats) => [...stats.errors].map(([kind, count]) => [{ kind }, count] as const)),
  );
  mirrored(
    'gauge',
    'kingdoms_rpc_provider_skipped',
    '1 while the provider is skipped after failing several times in a row.',
    rpcLabels,
    perProvider((stats) => [[{}, stats.skippedSeconds > 0 ? 1 : 0]]),
  );
  mirrored(
    'gauge',
    'kingdoms_rpc_provider_skipped_seconds',
    'Seconds the provider stays skipped (0 when it is not).',
    rpcLabels,
    perProvider((stats) => [[{}, stats.skippedSeconds]]),
  );

  const jobsNow = perScrape(currentScrape, () => figures.jobs());
  const jobGauge = (
    name: string,
    help: string,
    each: (
      jobFigures: Awaited<ReturnType<typeof jobsNow>>,
      set: (job: string, value: number) => void,
    ) => void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        each(await jobsNow(), (job, value) => this.set({ job }, value));
      },
    });
  jobGauge('kingdoms_job_leader', "1 while this instance holds the job's lease.", ({ jobs }, set) => {
    for (const job of jobs) set(job.job, job.leader ? 1 : 0);
  });
  jobGauge(
    'kingdoms_job_fencing_term',
    "The fencing term this instance holds the job's lease with (only while it leads).",
    ({ jobs }, set) => {
      for (const job of jobs) if (job.term !== undefined) set(job.job, Number(job.term));
    },
  );
  jobGauge(
    'kingdoms_job_last_success_timestamp_seconds',
    "When the job last ended well: its loop on this instance, or a daily job's run on any instance.",
    ({ jobs, daily }, set) => {
      for (const job of jobs) if (job.lastSuccessAt !== undefined) set(job.job, job.lastSuccessAt / 1000);
      for (const [job, seconds] of daily) set(job, seconds);
    },
  );

  const queuesNow = perScrape(currentScrape, () => figures.queues());
  new Gauge({
    name: 'kingdoms_queue_items',
    help: 'Items of the queue by state (queues: payouts, relayer, oracle).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await queuesNow())
        for (const [state, items] of queue.byState) this.set({ queue: queue.queue, state }, items);
    },
  });
  new Gauge({
    name: 'kingdoms_queue_oldest_pending_age_seconds',
    help: 'Age of the oldest item of the queue still waiting (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await queuesNow()) this.set({ queue: queue.queue }, queue.oldestPendingSeconds);
    },
  });

  const senderLabels = (sender: SenderFigures) => ({
    sender: sender.job,
    chain_id: String(sender.chainId),
    address: sender.address.toLowerCase(),
  });
  new Gauge({
    name: 'kingdoms_sender_balance_ether',
    help: 'Native coin balance of an account a job sends from (read at most every 15 s).',
    labelNames: ['sender', 'chain_id', 'address'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        figures.senders().map(async (sender) => {
          const wei = await figures.balanceOf(sender);
          if (wei !== undefined) this.set(senderLabels(sender), Number(formatEther(wei)));
        }),
      );
    },
  });
  new Gauge({
    name: 'kingdoms_sender_min_balance_ether',
    help: 'The balance below which a sender alerts (only senders with a minimum configured).',
    labelNames: ['sender', 'chain_id', 'address'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const sender of figures.senders())
        if (sender.minBalance !== undefined)
          this.set(senderLabels(sender), Number(formatEther(sender.minBalance)));
    },
  });

  new Gauge({
    name: 'kingdoms_db_pool_connections',
    help: 'Database connections of this instance: total, idle, and queries waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats?.() ?? { total: 1, idle: 1, waiting: 0 };
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  return {
    registry,
    figures,
    contentType: registry.contentType,
    observeRequest(method, route, statusCode, seconds) {
      httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    setSources: (next) => figures.setSources(next),
    render: () => {
      scrapes += 1;
      return registry.metrics();
    },
  };
}
