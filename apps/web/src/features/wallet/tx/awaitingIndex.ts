import { indexedEndpoint } from '@kingdoms/shared/api/chainIndexer';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { callApi } from '../../../shared/api/client';
import { abortableDelay } from '../../../shared/lib/abortableDelay';
import { createLogger } from '../../../shared/lib/logger';

/**
 * Issue 29: the API indexes a block only after the network's confirmations (Ethereum 12,
 * Polygon 64, Arena-Z 12 in production), so for a minute or more after a player's own
 * transaction is mined its effect is not in the figures yet. Such a transaction is kept here
 * until the API has indexed its block; the header says "Updating…" meanwhile, and the pages'
 * reads are refreshed once it is in.
 */
export interface AwaitingIndex {
  readonly hash: string;
  readonly network: NetworkKey;
  readonly chainId: number;
  readonly blockNumber: bigint;
}

let snapshot: readonly AwaitingIndex[] = [];
const listeners = new Set<() => void>();
/** Aborted by forgetAwaitingIndex(): the watches of the page so far stop where they are. */
let watches = new AbortController();

function set(next: readonly AwaitingIndex[]): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const awaitingIndexStore = {
  getSnapshot: (): readonly AwaitingIndex[] => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const logger = createLogger('wallet.indexing');

/** The API answers `indexed: false` after at most 15 s; an error waits longer, up to a minute. */
const RETRY_AFTER_ERROR_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
/** After this long the figures are refreshed anyway and the notice goes (a stuck indexer is the API's alarm). */
export const AWAITING_INDEX_GIVE_UP_MS = 30 * 60_000;

export interface WatchOptions {
  /** Asks the API once whether the block is indexed (waits up to INDEXED_WAIT_MAX_MS). */
  isIndexed?: (entry: AwaitingIndex) => Promise<boolean>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const askApi = async (entry: AwaitingIndex) =>
  (await callApi(indexedEndpoint, { chainId: entry.chainId, blockNumber: entry.blockNumber.toString() }))
    .indexed;

/**
 * Waits until the API has indexed `entry`'s block, showing it as awaiting meanwhile, then calls
 * `refresh`. Failed checks (an API or RPC fault) are retried with a growing pause: the notice
 * stays and the figures already shown stay as they are, never replaced by a guess.
 */
export async function watchUntilIndexed(
  entry: AwaitingIndex,
  refresh: () => Promise<void>,
  options: WatchOptions = {},
): Promise<'indexed' | 'gave up'> {
  const isIndexed = options.isIndexed ?? askApi;
  const { signal } = watches;
  const sleep = options.sleep ?? ((ms: number) => abortableDelay(ms, signal));
  const now = options.now ?? Date.now;
  if (snapshot.some((known) => known.hash === entry.hash)) return 'indexed';
  set([...snapshot, entry]);
  const started = now();
  let errors = 0;
  let outcome: 'indexed' | 'gave up' = 'gave up';
  try {
    while (now() - started < AWAITING_INDEX_GIVE_UP_MS) {
      if (signal.aborted) return 'gave up'; // forgotten: neither the list nor the reads are this watch's now
      try {
        if (await isIndexed(entry)) {
          outcome = 'indexed';
          break;
        }
        errors = 0;
      } catch (error) {
        logger.warn('checking the indexer failed; trying again', error);
        await sleep(RETRY_AFTER_ERROR_MS[Math.min(errors, RETRY_AFTER_ERROR_MS.length - 1)] as number);
        errors += 1;
      }
    }
  } finally {
    if (!signal.aborted) set(snapshot.filter((known) => known.hash !== entry.hash));
  }
  if (signal.aborted) return 'gave up';
  await refresh();
  return outcome;
}

/**
 * Empties the list and stops every watch (their loops, their pauses' timers; none refreshes the
 * reads afterwards), as on a new page. test/setup.ts calls it before each test file: the web tests share modules across files.
 */
export function forgetAwaitingIndex(): void {
  watches.abort();
  watches = new AbortController();
  set([]);
}
