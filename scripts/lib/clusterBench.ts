/**
 * `npm run bench` part `cluster` (issue 28): two API instances on one PostgreSQL database, as
 * production runs behind a balancer. Mixed reads from 200 connections, first all on one instance,
 * then spread over both; then leader kills during continuous pledges. Prints req/s per instance
 * and in total, p50/p95/p99, errors, server CPU per request and the failover times.
 */
import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { bridgeHistoryEndpoint } from '@kingdoms/shared/api/bridge';
import { dragoInventoryEndpoint } from '@kingdoms/shared/api/dragos';
import { type AnyEndpoint, servedPath } from '@kingdoms/shared/api/endpoint';
import { rouletteInfoEndpoint } from '@kingdoms/shared/api/roulette';
import { continentRankingEndpoint, dashboardEndpoint } from '@kingdoms/shared/api/staking';
import autocannon from 'autocannon';
import {
  type Cluster,
  type ClusterInstance,
  indexerLease,
  keepPledging,
  startCluster,
} from '../../e2e/harness/cluster';
import type { Budgets } from './budgets';
import { answeredRequests, serverCpuMs } from './loadTest';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const KILLS = Number(process.env.BENCH_CLUSTER_KILLS ?? 10);
/** Issue 28's budgets on this 2-core machine. */
const SCALE_RATIO_BUDGET = 0.9;
const P99_BUDGET_MS = 250;
const FAILOVER_P95_BUDGET_MS = 15_000;

/** The bench measures the servers, not the per-client limit (a balancer would spread clients). */
const BENCH_ENV = { RATE_LIMIT_PER_MINUTE: '10000000' };

/** A player's reads across the product: dashboard, rankings, inventory, bridge history, event info. */
function mixedReads(): autocannon.Request[] {
  const player = devnetAccount(DEVNET_ROLES.fullStickerSet).address.toLowerCase();
  const post = (endpoint: AnyEndpoint, body: unknown): autocannon.Request => ({
    method: 'POST',
    path: servedPath(endpoint),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return [
    post(dashboardEndpoint, {}),
    post(continentRankingEndpoint, { continent: 1 }),
    post(dragoInventoryEndpoint, { address: player, includeRent: false, network: 2 }),
    post(bridgeHistoryEndpoint, { publicKey: player, page: 1, network: 1 }),
    post(rouletteInfoEndpoint, { publicKey: player }),
  ];
}

interface InstanceLoad {
  url: string;
  requests: number;
  failures: number;
  rps: number;
}

interface MixedLoad {
  label: string;
  perInstance: InstanceLoad[];
  totalRps: number;
  failures: number;
  p50: number;
  p95: number;
  p99: number;
  cpuMicrosPerRequest: number | undefined;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Mixed reads from CONNECTIONS connections split evenly over `targets`, for `seconds`. */
async function mixedLoad(
  label: string,
  targets: readonly ClusterInstance[],
  seconds: number,
): Promise<MixedLoad> {
  const pids = targets.map((target) => target.process?.pid);
  const cpuBefore = pids.map((pid) => serverCpuMs(pid));
  const latencies: number[] = [];
  const results = await Promise.all(
    targets.map(
      (target) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          // In this thread (no worker) so each answer's time can be recorded; the servers are
          // processes of their own.
          const run = autocannon(
            {
              url: target.url,
              connections: CONNECTIONS / targets.length,
              duration: seconds,
              requests: mixedReads(),
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
        }),
    ),
  );
  const cpuAfter = pids.map((pid) => serverCpuMs(pid));
  const perInstance = results.map((result, index) => {
    const answered = answeredRequests(result);
    return {
      url: targets[index]?.url ?? '',
      requests: answered,
      failures: result.errors + result.non2xx,
      rps: answered / result.duration,
    };
  });
  const answered = perInstance.reduce((sum, load) => sum + load.requests, 0);
  const cpuMs =
    cpuBefore.every((ms) => ms !== undefined) && cpuAfter.every((ms) => ms !== undefined)
      ? cpuAfter.reduce((sum: number, ms, i) => sum + (ms as number) - (cpuBefore[i] as number), 0)
      : undefined;
  latencies.sort((a, b) => a - b);
  return {
    label,
    perInstance,
    totalRps: perInstance.reduce((sum, load) => sum + load.rps, 0),
    failures: perInstance.reduce((sum, load) => sum + load.failures, 0),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpuMicrosPerRequest: cpuMs === undefined || answered === 0 ? undefined : (cpuMs * 1000) / answered,
  };
}

function formatMixedLoad(load: MixedLoad): string {
  const instances = load.perInstance
    .map((each, i) => `instance ${i + 1} ${each.rps.toFixed(0)} req/s`)
    .join(', ');
  return [
    load.label.padEnd(30),
    `${load.totalRps.toFixed(0).padStart(6)} req/s (${instances})`,
    `p50 ${load.p50.toFixed(0)} ms  p95 ${load.p95.toFixed(0)} ms  p99 ${load.p99.toFixed(0)} ms`,
    `${load.failures} errors`,
    load.cpuMicrosPerRequest === undefined
      ? ''
      : `server CPU ${load.cpuMicrosPerRequest.toFixed(0)} µs/request`,
  ].join('  ');
}

async function leaderKills(cluster: Cluster): Promise<number[]> {
  const lease = indexerLease(cluster.deployment.chains.ethereum.chainId);
  const pledging = await keepPledging(cluster.deployment, [4, 5, 6, 7]);
  const failovers: number[] = [];
  try {
    for (let kill = 0; kill < KILLS; kill++) {
      const { victim, failover } = await cluster.killLeader(lease);
      failovers.push(await failover);
      await cluster.restart(victim.index);
      await cluster.ready();
    }
  } finally {
    const pledges = await pledging.stop();
    console.log(`${pledges} pledges sent during ${KILLS} leader kills`);
  }
  return failovers;
}

export async function benchCluster(adminUrl: string, budgets: Budgets): Promise<void> {
  console.log(
    `\nTwo API instances on one PostgreSQL: ${CONNECTIONS} connections of mixed reads for ${SECONDS} s on one instance, then spread over both; then ${KILLS} kill -9 of the indexer's leader during pledges`,
  );
  const cluster = await startCluster({ serverUrl: adminUrl, instances: 2, env: BENCH_ENV });
  try {
    await cluster.ready();
    const [first] = cluster.instances;
    if (!first) throw new Error('No instance');
    await mixedLoad('warm-up', cluster.instances, 2);
    const single = await mixedLoad('one instance', [first], SECONDS);
    console.log(formatMixedLoad(single));
    const both = await mixedLoad('two instances', cluster.instances, SECONDS);
    console.log(formatMixedLoad(both));
    const failovers = (await leaderKills(cluster)).sort((a, b) => a - b);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`failover after each kill: ${failovers.map(seconds).join(', ')}`);

    const ratio = both.totalRps / single.totalRps;
    budgets.check(
      'cluster: two instances / one (same run)',
      `${ratio.toFixed(2)} (${both.totalRps.toFixed(0)} / ${single.totalRps.toFixed(0)} req/s)`,
      `≥ ${SCALE_RATIO_BUDGET}`,
      ratio >= SCALE_RATIO_BUDGET,
    );
    budgets.check(
      'cluster: p99',
      `${both.p99.toFixed(0)} ms`,
      `≤ ${P99_BUDGET_MS} ms`,
      both.p99 <= P99_BUDGET_MS,
    );
    budgets.check(
      'cluster: errors',
      String(both.failures + single.failures),
      '0',
      both.failures + single.failures === 0,
    );
    const p95 = percentile(failovers, 95);
    budgets.check(
      'cluster: failover p95',
      seconds(p95),
      `≤ ${seconds(FAILOVER_P95_BUDGET_MS)}`,
      failovers.length === KILLS && p95 <= FAILOVER_P95_BUDGET_MS,
    );
  } finally {
    await cluster.stop();
  }
}
