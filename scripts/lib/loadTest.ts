/**
 * A small, bounded HTTP load generator for `npm run bench`: a fixed number of requests with a
 * fixed concurrency against this machine only. Prints throughput and latency percentiles.
 */
export interface LoadResult {
  label: string;
  requests: number;
  failures: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  requests: number;
  concurrency: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  const worker = async () => {
    while (next < options.requests) {
      next += 1;
      const started = performance.now();
      try {
        const response = await fetch(options.url, init);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label: options.label,
    requests: latencies.length,
    failures,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export function formatLoad(result: LoadResult): string {
  return [
    result.label.padEnd(34),
    `${result.rps.toFixed(0).padStart(6)} req/s`,
    `p50 ${result.p50.toFixed(1).padStart(6)} ms`,
    `p99 ${result.p99.toFixed(1).padStart(6)} ms`,
    `${result.failures} failed / ${result.requests}`,
  ].join('  ');
}
