/**
 * GET /game/operations (issue 43, item 4): the studio's operations page reads what /metrics reads
 * (figures.ts), once per request, plus the lease table, so it can name a job's holder when another
 * instance leads it. Served by the platform (modules/registry.ts) behind the 'admin' guard.
 */
import { type OperationsReply, operationsEndpoints } from '@kingdoms/shared/api/operations';
import { formatEther } from 'viem';
import { type EndpointHandler, serveGroup } from '../http/endpoints';
import type { OperationsFigures } from './figures';
import type { FigureHistory } from './history';

const isoOfMs = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/** One reading of every figure, as the operations endpoint answers it. */
export async function operationsSnapshot(
  figures: OperationsFigures,
  instance: string,
  history?: FigureHistory,
): Promise<OperationsReply> {
  const [chains, { jobs, daily }, leases, queues, balances] = await Promise.all([
    figures.chains(),
    figures.jobs(),
    figures.leases(),
    figures.queues(),
    Promise.all(figures.senders().map(async (sender) => ({ sender, wei: await figures.balanceOf(sender) }))),
  ]);
  const names = [...new Set([...jobs.map((job) => job.job), ...leases.map((lease) => lease.job)])].sort();
  return {
    readAt: new Date().toISOString(),
    instance,
    chains: chains.map((chain) => ({
      network: chain.network,
      chainId: chain.chainId,
      head: chain.head === undefined ? null : String(chain.head),
      indexedTo: String(chain.indexedTo),
      lag: chain.lag === undefined ? null : String(chain.lag),
      lagSeconds: chain.lagSeconds ?? null,
      halted: chain.halted ?? null,
      reorgsSeen: chain.reorgsSeen,
      logsIndexed: chain.logsIndexed,
    })),
    jobs: names.map((name) => {
      const lease = leases.find((each) => each.job === name);
      const mine = jobs.find((each) => each.job === name);
      const dailySeconds = daily.get(name);
      return {
        job: name,
        holder: lease?.holder ?? null,
        term: lease ? String(lease.term) : null,
        live: lease?.live ?? false,
        thisInstance: mine?.leader ?? false,
        lastSuccessAt: isoOfMs(
          mine?.lastSuccessAt ?? (dailySeconds === undefined ? undefined : dailySeconds * 1000),
        ),
      };
    }),
    queues: queues.map((queue) => ({
      queue: queue.queue,
      states: [...queue.byState]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([state, items]) => ({ state, items })),
      oldestPendingSeconds: Math.round(queue.oldestPendingSeconds),
    })),
    senders: balances.map(({ sender, wei }) => ({
      job: sender.job,
      network: sender.network ?? null,
      chainId: sender.chainId,
      address: sender.address.toLowerCase(),
      balance: wei === undefined ? null : formatEther(wei),
      minBalance: sender.minBalance === undefined ? null : formatEther(sender.minBalance),
      low: wei !== undefined && sender.minBalance !== undefined && wei < sender.minBalance,
    })),
    rpcProviders: figures.rpcProviders().map((stats) => ({
      chainId: stats.chainId ?? null,
      provider: stats.provider,
      requests: stats.requests,
      errors: [...stats.errors.values()].reduce((sum, count) => sum + count, 0),
      skippedSeconds: stats.skippedSeconds,
    })),
    history: {
      intervalSeconds: Math.round((history?.intervalMs ?? 0) / 1000),
      samples: (history?.samples() ?? []).map((sample) => ({
        at: new Date(sample.at).toISOString(),
        chains: [...sample.chains],
        queues: [...sample.queues],
      })),
    },
  };
}

/** The operations endpoint's handler (the registry serves it with the access guards). */
export function operationsHandlers(
  figures: OperationsFigures,
  instance: string,
  history: FigureHistory,
): EndpointHandler[] {
  return serveGroup(operationsEndpoints, {
    operations: () => operationsSnapshot(figures, instance, history),
  });
}
