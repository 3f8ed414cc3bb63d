import type { NetworkKey } from '@kingdoms/shared/networks';
import type { Kysely } from 'kysely';
import type { Abi, Address, Hex } from 'viem';
import type { Database } from '../../db/schema';

/**
 * A decoded contract event as the indexer hands it to a subscription. `args` is JSON-safe
 * (bigints as decimal strings, addresses lowercase) and identical whether the log was just read
 * from the chain or loaded back from the database for a rollback.
 */
export interface IndexedLog {
  readonly chainId: number;
  readonly blockNumber: bigint;
  readonly blockHash: Hex;
  /** The block's timestamp (seconds). */
  readonly blockTime: number;
  readonly txHash: Hex;
  readonly logIndex: number;
  /** Lowercase. */
  readonly address: Address;
  readonly eventName: string;
  /**
   * Keyed by parameter name (position when unnamed). Integers viem decodes as bigint (above 48
   * bits) are decimal strings, smaller ones numbers; bytes are hex; arrays and tuples JSON text.
   */
  readonly args: Readonly<Record<string, string | number | boolean>>;
}

/**
 * What a feature asks the indexer to follow: the events of one contract on one chain, and how to
 * turn them into (and back out of) its own tables.
 *
 * Both callbacks run inside the indexer's database transaction (use `trx`, never the outer db
 * handle), together with the cursor update, so a crash leaves either all of a batch or none.
 * `apply` is called once per (chainId, txHash, logIndex) ever; `revert` once for each applied log
 * that a reorg removed, newest first (or `applyBatch` / `revertBatch` once for a run of them).
 */
export interface IndexerSubscription {
  /** Unique and stable, e.g. 'staking': it names the subscription's stored logs. */
  readonly name: string;
  readonly chainId: number;
  readonly address: Address;
  /** Only the events of this ABI are decoded; other logs of the address are ignored. */
  readonly abi: Abi;
  /** The first block to read (the contract's deployment block). */
  readonly startBlock: bigint;
  apply(trx: Kysely<Database>, log: IndexedLog): Promise<void>;
  revert(trx: Kysely<Database>, log: IndexedLog): Promise<void>;
  /**
   * Optional, set-based `apply`: `logs` are consecutive in chain order, all this subscription's
   * and none applied before; the result must equal `apply` called on each in turn. The indexer
   * uses it for every run of this subscription's logs in a batch (a catch-up applies thousands
   * in a few statements instead of a few per log).
   */
  applyBatch?(trx: Kysely<Database>, logs: readonly IndexedLog[]): Promise<void>;
  /** Optional, set-based `revert`: `logs` newest first, as `revert` called on each in turn. */
  revertBatch?(trx: Kysely<Database>, logs: readonly IndexedLog[]): Promise<void>;
}

/** One chain followed by the indexer. */
export interface IndexedChain {
  readonly chainId: number;
  /** The preferred RPC (named in errors). */
  readonly rpcUrl: string;
  /** Every RPC of the chain, preferred first (RPC_URL_<NETWORK>=url1,url2); `[rpcUrl]` when absent. */
  readonly rpcUrls?: readonly string[];
  readonly subscriptions: readonly IndexerSubscription[];
}

export interface ChainIndexerOptions {
  readonly db: Kysely<Database>;
  readonly chain: IndexedChain;
  /** Blocks a log must be buried under before it is applied. */
  readonly confirmations: number;
  readonly pollIntervalMs: number;
  /**
   * While the head block stays the one a pass found nothing to do at, the loop skips passes, but
   * makes a full one at least this often (default IDLE_FULL_PASS_MS).
   */
  readonly idleFullPassMs?: number;
  /** Most blocks per eth_getLogs call. */
  readonly batchBlocks: number;
  readonly logger?: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
    /** Alert level: the indexer stopped and needs an operator (pino's fatal). */
    fatal?(obj: object, msg?: string): void;
  };
  /** Called after a batch committed with at least one applied or reverted log. */
  readonly onChange?: (chainId: number) => void;
}

export interface SyncReport {
  /** Logs applied in this pass. */
  applied: number;
  /** Logs reverted by a reorg in this pass. */
  reverted: number;
  /** The last block the cursor now covers (null: nothing indexed yet). */
  cursor: bigint | null;
  /** False when another instance holds the chain's lock: this pass did nothing. */
  acquired: boolean;
}

/** How this process's polling loop of one chain is doing (for /readyz and the logs). */
export interface IndexerLoopState {
  /** The polling loop runs in this process (INDEXER_ENABLED and start() called, not halted). */
  readonly running: boolean;
  /**
   * Set when the loop stopped for good: the chain reorganised below every kept block hash, so
   * the indexed data can no longer be verified. Only an operator's re-index (`reindex()`, the
   * `npm run reindex` command) lifts it.
   */
  readonly halted: string | undefined;
  /** Passes that failed in a row (0 after a good pass); the loop backs off meanwhile. */
  readonly consecutiveFailures: number;
  /** The last pass's error while failures go on. */
  readonly lastError: string | undefined;
  /** Reorgs this process rolled back on the chain since it started (for /metrics). */
  readonly reorgsSeen: number;
  /** Logs this process applied on the chain since it started (for /metrics). */
  readonly logsIndexed: number;
  /** When the last pass ended well (ms since the epoch); undefined before one. */
  readonly lastGoodPassAt: number | undefined;
}

export interface ChainIndexer {
  /** One pass: detect a reorg, then index up to the confirmed head. Safe to call concurrently. */
  syncOnce(): Promise<SyncReport>;
  /** Polls every pollIntervalMs until stop(). */
  start(): void;
  stop(): Promise<void>;
  /** When the last pass ended well (ms since the epoch; undefined before one). */
  lastSuccessAt(): number | undefined;
  /** Resolves once the cursor covers `blockNumber` (or rejects after timeoutMs). For tests and claims. */
  waitForBlock(blockNumber: bigint, timeoutMs?: number): Promise<void>;
  /** The chain's latest block number, read from its RPC now. */
  headNumber(): Promise<bigint>;
  /** The timestamps (seconds) of these blocks, read from its RPC now; a block past the head is missing. */
  blockTimes(numbers: readonly bigint[]): Promise<Map<bigint, number>>;
  /** The block every subscription has reached, from the stored cursors (whoever indexes). */
  indexedTo(): Promise<bigint>;
  /** Blocks a log must be buried under before it is applied. */
  readonly confirmations: number;
  loopState(): IndexerLoopState;
  /**
   * The operator's way back after a reorg deeper than the kept block hashes: reverts every stored
   * log of the chain (newest first, as a reorg to before the start blocks would), deletes the
   * cursors and hashes, and lifts this process's halt, so the next pass indexes the chain afresh
   * from each subscription's start block. Resolves with the number of logs reverted.
   */
  reindex(): Promise<{ reverted: number }>;
}

/** One chain's indexing as /readyz reports it. */
export interface ChainIndexingStatus {
  readonly chainId: number;
  readonly network: NetworkKey;
  /** The chain's head from its RPC; undefined when the RPC failed or was late. */
  readonly head: bigint | undefined;
  /** The block every subscription has reached (stored cursors: whichever instance indexes). */
  readonly indexedTo: bigint;
  readonly confirmations: number;
  /** Blocks between the cursor and the confirmed head (head - confirmations); 0 when caught up. */
  readonly lag: bigint | undefined;
  /**
   * Seconds of chain time between the cursor's block and the confirmed head's; 0 when caught up,
   * undefined when the RPC gave no head or the blocks were not read in time.
   */
  readonly lagSeconds: number | undefined;
  /** This process's loop stopped for good (deep reorg): an operator must re-index. */
  readonly halted: string | undefined;
  /** This process's loop keeps failing: the last error (undefined after a good pass). */
  readonly lastError: string | undefined;
  /** Reorgs this process rolled back on this chain since it started. */
  readonly reorgsSeen: number;
  /** Logs this process applied on this chain since it started. */
  readonly logsIndexed: number;
  /** When this process's last pass on this chain ended well (ms since the epoch); undefined before one. */
  readonly lastGoodPassAt: number | undefined;
}
