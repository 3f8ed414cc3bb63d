import type { Deployment } from '@kingdoms/shared/deployment';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { networkKeyOfChain } from '../../chains';
import type { AppContext } from '../../context';
import { createChainIndexer } from './indexer';
import type { ChainIndexer, ChainIndexingStatus, IndexerSubscription } from './types';

export interface ChainIndexers {
  /** One indexer per chain id that has subscriptions. */
  readonly indexers: ReadonlyMap<number, ChainIndexer>;
  /** Starts every chain's polling loop. */
  start(): void;
  stop(): Promise<void>;
  /** Resolves once `chainId` is indexed up to `blockNumber` (by this or another instance). */
  waitForBlock(chainId: number, blockNumber: bigint, timeoutMs?: number): Promise<void>;
  /**
   * The head of `chainId` as its RPC reports it; undefined when no indexer follows the chain or
   * the RPC fails or does not answer within `timeoutMs` (callers then go on without it).
   */
  headNumber(chainId: number, timeoutMs: number): Promise<bigint | undefined>;
  /** Each followed chain's indexing state now, for /readyz (RPC reads bounded by `timeoutMs`). */
  statuses(timeoutMs: number): Promise<ChainIndexingStatus[]>;
}

export interface ChainIndexersOptions {
  /** Called after a batch of `chainId` applied or reverted logs (e.g. to drop cached reads). */
  readonly onChange?: (chainId: number) => void;
}

/**
 * Creates one indexer per chain for the app's subscriptions, reading each chain through the
 * deployment's RPC (RPC_URL_<NETWORK> overrides it). Nothing polls until start(): the caller
 * starts them only when `config.chainIndexer.enabled` (INDEXER_ENABLED=false leaves indexing to
 * another instance; waitForBlock still works there, as it reads the stored cursor), typically in
 * an onReady hook, and stops them in onClose.
 */
export function startChainIndexers(
  ctx: AppContext,
  subscriptions: readonly IndexerSubscription[],
  options: ChainIndexersOptions = {},
): ChainIndexers {
  const byChain = new Map<number, IndexerSubscription[]>();
  for (const subscription of subscriptions) {
    const list = byChain.get(subscription.chainId) ?? [];
    list.push(subscription);
    byChain.set(subscription.chainId, list);
  }

  const indexers = new Map<number, ChainIndexer>();
  const networks = new Map<number, NetworkKey>();
  for (const [chainId, chainSubscriptions] of byChain) {
    const { network } = deployedNetwork(ctx, chainId);
    networks.set(chainId, network);
    indexers.set(
      chainId,
      createChainIndexer({
        db: ctx.db,
        chain: {
          chainId,
          rpcUrl: rpcUrlFor(ctx, chainId),
          rpcUrls: ctx.chains.rpcUrls(network),
          subscriptions: chainSubscriptions,
        },
        confirmations: ctx.config.chainIndexer.confirmations[network],
        pollIntervalMs: ctx.config.chainIndexer.pollIntervalMs,
        batchBlocks: ctx.config.chainIndexer.batchBlocks,
        logger: ctx.logger.child({ module: 'chain-indexer', chainId }),
        onChange: options.onChange,
      }),
    );
  }

  return {
    indexers,
    start() {
      for (const indexer of indexers.values()) indexer.start();
    },
    async stop() {
      await Promise.all([...indexers.values()].map((indexer) => indexer.stop()));
    },
    waitForBlock(chainId, blockNumber, timeoutMs) {
      const indexer = indexers.get(chainId);
      if (!indexer) return Promise.reject(new Error(`No chain indexer follows chain ${chainId}`));
      return indexer.waitForBlock(blockNumber, timeoutMs);
    },
    async headNumber(chainId, timeoutMs) {
      const indexer = indexers.get(chainId);
      if (!indexer) return undefined;
      return headWithin(indexer, timeoutMs);
    },
    statuses(timeoutMs) {
      return Promise.all(
        [...indexers].map(async ([chainId, indexer]) => {
          const startedAt = Date.now();
          const [head, indexedTo] = await Promise.all([headWithin(indexer, timeoutMs), indexer.indexedTo()]);
          const confirmedHead = head === undefined ? undefined : head - BigInt(indexer.confirmations);
          const lag =
            confirmedHead === undefined
              ? undefined
              : confirmedHead > indexedTo
                ? confirmedHead - indexedTo
                : 0n;
          // Chain time behind: only read when behind at all, within what is left of the limit.
          const lagSeconds =
            lag === undefined || confirmedHead === undefined
              ? undefined
              : lag === 0n
                ? 0
                : await chainTimeBetween(
                    indexer,
                    indexedTo,
                    confirmedHead,
                    timeoutMs - (Date.now() - startedAt),
                  );
          const state = indexer.loopState();
          return {
            chainId,
            network: networks.get(chainId) as NetworkKey,
            head,
            indexedTo,
            confirmations: indexer.confirmations,
            lag,
            lagSeconds,
            halted: state.halted,
            lastError: state.lastError,
            reorgsSeen: state.reorgsSeen,
            logsIndexed: state.logsIndexed,
            lastGoodPassAt: state.lastGoodPassAt,
          };
        }),
      );
    },
  };
}

/** The chain's head, or undefined when its RPC fails or does not answer within `timeoutMs`. */
async function headWithin(indexer: ChainIndexer, timeoutMs: number): Promise<bigint | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([indexer.headNumber().catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Seconds of chain time from block `from` to block `to`; undefined when not read within `timeoutMs`. */
async function chainTimeBetween(
  indexer: ChainIndexer,
  from: bigint,
  to: bigint,
  timeoutMs: number,
): Promise<number | undefined> {
  if (timeoutMs <= 0) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const times = await Promise.race([
      indexer.blockTimes([from < 0n ? 0n : from, to]).catch(() => undefined),
      late,
    ]);
    const start = times?.get(from < 0n ? 0n : from);
    const end = times?.get(to);
    return start === undefined || end === undefined ? undefined : Math.max(0, end - start);
  } finally {
    clearTimeout(timer);
  }
}

/** The deployment's network with this chain id. */
function deployedNetwork(
  ctx: Pick<AppContext, 'deployment'>,
  chainId: number,
): { network: NetworkKey; deployment: Deployment } {
  const deployment = ctx.deployment;
  if (!deployment) throw new Error(`Cannot index chain ${chainId}: no DEPLOYMENT_FILE is configured`);
  const network = networkKeyOfChain(deployment, chainId);
  if (!network) throw new Error(`Cannot index chain ${chainId}: the deployment has no such chain`);
  return { network, deployment };
}

/** The RPC of the deployment's chain with this id, RPC_URL_<NETWORK> first. */
export function rpcUrlFor(ctx: Pick<AppContext, 'chains' | 'deployment'>, chainId: number): string {
  const { network } = deployedNetwork(ctx, chainId);
  // deployedNetwork found the chain in the deployment, so it has an RPC.
  return ctx.chains.rpcUrl(network) as string;
}
