/**
 * The operations page's last hour (issue 43): a bounded ring of samples this instance keeps in
 * memory, one per HISTORY_INTERVAL_MS, read from the same figures as /metrics (figures.ts). Each
 * instance keeps its own (a restart starts it empty); the long view is Prometheus's.
 */
import type { OperationsFigures } from './figures';

export const HISTORY_INTERVAL_MS = 60_000;
/** An hour of samples. */
export const HISTORY_SAMPLES = 60;

export interface HistorySample {
  /** ms since the epoch. */
  readonly at: number;
  readonly chains: readonly { network: string; lag: number | null }[];
  readonly queues: readonly { queue: string; pending: number; oldestPendingSeconds: number }[];
}

export interface FigureHistory {
  readonly intervalMs: number;
  /** Oldest first, at most `keep`. */
  samples(): readonly HistorySample[];
  /** Takes one sample now (start does, then every interval). */
  sample(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createFigureHistory(
  figures: OperationsFigures,
  options: {
    intervalMs?: number;
    keep?: number;
    now?: () => number;
    onError?: (error: unknown) => void;
  } = {},
): FigureHistory {
  const intervalMs = options.intervalMs ?? HISTORY_INTERVAL_MS;
  const keep = options.keep ?? HISTORY_SAMPLES;
  const now = options.now ?? Date.now;
  const ring: HistorySample[] = [];
  let timer: NodeJS.Timeout | undefined;
  const sample = async () => {
    const [chains, queues] = await Promise.all([figures.chains(), figures.queues()]);
    ring.push({
      at: now(),
      chains: chains.map((chain) => ({
        network: chain.network,
        lag: chain.lag === undefined ? null : Number(chain.lag),
      })),
      queues: queues.map((queue) => ({
        queue: queue.queue,
        pending: queue.pending,
        oldestPendingSeconds: Math.round(queue.oldestPendingSeconds),
      })),
    });
    if (ring.length > keep) ring.splice(0, ring.length - keep);
  };
  // A failed sample (the database away for a moment) leaves a gap, never stops the ring.
  const sampleQuietly = () => sample().catch((error: unknown) => options.onError?.(error));
  return {
    intervalMs,
    samples: () => ring,
    sample,
    start() {
      if (timer) return;
      void sampleQuietly();
      timer = setInterval(() => void sampleQuietly(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
