import type { Address, Hex } from 'viem';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { isTransientRpcError } from '../../lib/rpcTransport';
import { decodeLog, type PreparedSubscription, prepareSubscription, type RawLog } from './decode';
import { type BatchPlan, type Cursors, lowestCursor, planBatch, reorgCheckpoints } from './plan';
import { type ChainBlock, type ChainReader, createChainReader } from './rpc';
import {
  loadCursors,
  type StoredBlock,
  type SubscribedLog,
  storedBlocks,
  writeBatch,
  writeRollback,
} from './store';
import type { ChainIndexer, ChainIndexerOptions, IndexedLog, SyncReport } from './types';

/** Block hashes are kept at least this far below the slowest cursor (more with more confirmations). */
export const MIN_KEPT_BLOCKS = 64;
/**
 * Every block whose number is a multiple of this, within the kept window of a batch, has its
 * hash kept too: a reorg within the window then always finds a kept block below its fork, even
 * where no log and no batch end fell (a catch-up in one large batch keeps only its end and its
 * log blocks otherwise).
 */
export const CHECKPOINT_EVERY_BLOCKS = 16;
/** A pass gives up after this many rounds in a row that made no progress (chain moving, lost races). */
const MAX_ROUNDS_WITHOUT_PROGRESS = 20;
/** Backoff cap after passes failing for a reason that does not pass by itself (a bug, a refused range). */
export const MAX_BACKOFF_MS = 60_000;
/**
 * Backoff cap while the failures are of the kind that pass by themselves: the database away (a
 * restart, a failover) or a provider failing now and then (429, 5xx, dropped connections; each
 * request is already retried by the transport). Issue 37: a pass must resume within seconds of the
 * cause going away, not after a minute's backoff.
 */
export const TRANSIENT_MAX_BACKOFF_MS = 4_000;
const DEFAULT_WAIT_TIMEOUT_MS = 30_000;
/** How often waitForBlock looks at the stored cursor. */
const WAIT_POLL_MS = 50;
/**
 * While the chain's head block stays the one a full pass found nothing to do at, the polling loop
 * skips the pass (one RPC request instead of its reads of cursors and kept hashes); it still makes
 * a full pass at least this often, for what changes in the database alone (`npm run reindex`).
 */
export const IDLE_FULL_PASS_MS = 5_000;
/** Stored hashes compared per round while walking back to a fork. */
const FORK_WALK_CHUNK = 32;

const silentLogger: NonNullable<ChainIndexerOptions['logger']> = { info() {}, warn() {}, error() {} };

export interface ChainIndexerDependencies {
  /** The chain's RPC; by default JSON-RPC over HTTP at options.chain.rpcUrl. */
  readonly reader?: ChainReader;
}

/** The chain answered differently while a batch was read (a reorg under way): read it again. */
class ChainMoved extends Error {}

/** eth_getLogs failed: perhaps the provider refuses the range or the result size. */
class LogsFailed extends Error {}

/** The chain reorganised deeper than the block hashes kept: indexed data cannot be verified. */
export class DeepReorgError extends Error {
  override name = 'DeepReorgError';
}

interface ReadBatch {
  readonly to: StoredBlock;
  readonly blocks: StoredBlock[];
  readonly logs: SubscribedLog[];
}

/**
 * Follows the events of one chain's subscriptions into the database. See README.md for the
 * guarantees (exactly-once apply, reorg revert, one writer per chain).
 */
export function createChainIndexer(
  options: ChainIndexerOptions,
  dependencies: ChainIndexerDependencies = {},
): ChainIndexer {
  const { db, chain, confirmations } = options;
  const chainId = chain.chainId;
  const logger = options.logger ?? silentLogger;
  // A stop does not wait out the read retries of a provider that is away.
  const reader =
    dependencies.reader ?? createChainReader(chain.rpcUrls ?? chain.rpcUrl, logger, () => stopping, chainId);
  const keepBlocks = Math.max(confirmations, MIN_KEPT_BLOCKS);
  /** Hashes kept below the slowest cursor: the window plus one checkpoint step below it. */
  const keptWindow = keepBlocks + CHECKPOINT_EVERY_BLOCKS;
  const prepared = validateSubscriptions(chainId, chain.subscriptions).map(prepareSubscription);
  const names = prepared.map((p) => p.subscription.name);
  const subscriptions = prepared.map((p) => p.subscription);

  let chainIdChecked = false;
  /** Blocks per eth_getLogs; halved when a provider refuses a range, grown back on success. */
  let span = Math.max(1, options.batchBlocks);
  let queue: Promise<unknown> = Promise.resolve();
  const changeListeners = new Set<() => void>();

  /** A batch or rollback committed: waiters look at the cursor again. */
  function committed(): void {
    for (const listener of changeListeners) listener();
  }

  function changed(): void {
    try {
      options.onChange?.(chainId);
    } catch (error) {
      logger.error({ err: error, chainId }, 'Chain indexer onChange callback failed');
    }
  }

  async function checkChainId(): Promise<void> {
    if (chainIdChecked) return;
    const served = await reader.chainId();
    if (served !== chainId) {
      throw new Error(`The RPC ${chain.rpcUrl} serves chain ${served}, not chain ${chainId}`);
    }
    chainIdChecked = true;
  }

  function checkAddresses(cursors: Cursors): void {
    for (const p of prepared) {
      const stored = cursors.get(p.subscription.name);
      if (stored && stored.address !== p.address) {
        throw new Error(
          `Subscription ${p.subscription.name} on chain ${chainId} was indexed for ${stored.address}, now ${p.address}: ` +
            'remove its rows from chain_indexer_cursor/chain_indexer_log (and its derived data) to start over',
        );
      }
    }
  }

  /** The highest stored block still on the chain when a checkpoint no longer is; undefined: no reorg. */
  async function findFork(cursors: Cursors): Promise<{ number: bigint; hash: Hex | null } | undefined> {
    const [top] = await storedBlocks(db, chainId, { limit: 1 });
    const checkpoints = reorgCheckpoints(cursors, top);
    if (checkpoints.size === 0) return undefined;
    const onChain = await reader.blocks([...checkpoints.keys()]);
    let lowestMismatch: bigint | undefined;
    for (const [number, hashes] of checkpoints) {
      const actual = onChain.get(number)?.hash;
      const matches = actual !== undefined && [...hashes].every((hash) => hash === actual);
      if (!matches && (lowestMismatch === undefined || number < lowestMismatch)) lowestMismatch = number;
    }
    if (lowestMismatch === undefined) return undefined;

    let below = lowestMismatch;
    for (;;) {
      const stored = await storedBlocks(db, chainId, { below, limit: FORK_WALK_CHUNK });
      if (stored.length === 0) break;
      const actual = await reader.blocks(stored.map((block) => block.number));
      const match = stored.find((block) => actual.get(block.number)?.hash === block.hash);
      if (match) return match;
      below = stored[stored.length - 1]!.number;
    }
    // The genesis block cannot be replaced: a subscription starting there can always restart.
    if (subscriptions.some((subscription) => subscription.startBlock === 0n)) {
      return { number: -1n, hash: null };
    }
    throw new DeepReorgError(
      `Chain ${chainId} reorganised below every kept block hash (block ${lowestMismatch} changed, ` +
        `${keepBlocks} blocks are kept): the indexed data cannot be verified; re-index it (npm run reindex)`,
    );
  }

  /** Reads one batch from the chain and checks that the chain did not move while it was read. */
  async function readBatch(plan: BatchPlan): Promise<ReadBatch> {
    const [before] = (await reader.blocks([plan.to])).values();
    if (!before) throw new ChainMoved();
    const groupAddresses = [...new Set(plan.group.map((p) => p.address))];
    const selectors = [...new Set(plan.group.flatMap((p) => [...p.events.keys()]))];
    let raw: RawLog[] = [];
    if (selectors.length > 0) {
      try {
        raw = await reader.logs(groupAddresses, selectors, plan.from, plan.to);
      } catch (error) {
        throw new LogsFailed(`eth_getLogs ${plan.from}..${plan.to} failed`, { cause: error });
      }
    }
    const live = raw.filter((log) => !log.removed);

    const numbers = new Set<bigint>([plan.to, ...live.map((log) => BigInt(log.blockNumber))]);
    if (plan.anchor) numbers.add(plan.anchor.number);
    for (const checkpoint of checkpointsOf(plan.from, plan.to, keptWindow)) numbers.add(checkpoint);
    const blocks = await reader.blocks([...numbers]);
    const to = blocks.get(plan.to);
    if (!to || to.hash !== before.hash) throw new ChainMoved();
    if (plan.anchor) {
      const anchor = blocks.get(plan.anchor.number);
      if (!anchor || plan.anchor.expectedHashes.some((hash) => hash !== anchor.hash)) throw new ChainMoved();
    }

    const logs: SubscribedLog[] = [];
    for (const log of live) {
      const block = blocks.get(BigInt(log.blockNumber));
      if (!block || block.hash !== log.blockHash.toLowerCase()) throw new ChainMoved();
      for (const p of plan.group) {
        const indexed = toIndexedLog(p, log, block);
        if (indexed) logs.push({ subscription: p.subscription, log: indexed });
      }
    }
    logs.sort(
      (a, b) =>
        compareBigInt(a.log.blockNumber, b.log.blockNumber) ||
        a.log.logIndex - b.log.logIndex ||
        a.subscription.name.localeCompare(b.subscription.name),
    );
    const stored: StoredBlock[] = [];
    for (const [number, block] of blocks) if (block) stored.push({ number, hash: block.hash });
    return { to: { number: plan.to, hash: to.hash }, blocks: stored, logs };
  }

  function toIndexedLog(p: PreparedSubscription, log: RawLog, block: ChainBlock): IndexedLog | undefined {
    if (log.address.toLowerCase() !== p.address) return undefined;
    const decoded = decodeLog(p.events, log);
    if (!decoded) return undefined;
    return {
      chainId,
      blockNumber: BigInt(log.blockNumber),
      blockHash: block.hash,
      blockTime: block.timestamp,
      txHash: log.transactionHash.toLowerCase() as Hex,
      logIndex: Number(log.logIndex),
      address: p.address as Address,
      eventName: decoded.eventName,
      args: decoded.args,
    };
  }

  /** Set when a pass commits a batch or a rollback: a failed pass that moved on resets the backoff. */
  let progressed = false;
  /** Counted for /metrics: rollbacks this process made, logs it applied, its last pass that ended well. */
  let reorgsSeen = 0;
  let logsIndexed = 0;
  let lastGoodPassAt: number | undefined;

  /** The head number the last pass ended at with nothing left to index (all cursors at it). */
  let settledHead: bigint | undefined;

  async function pass(): Promise<SyncReport> {
    settledHead = undefined;
    await checkChainId();
    const report: SyncReport = { applied: 0, reverted: 0, cursor: null, acquired: true };
    let idleRounds = 0;
    const idle = (why: string) => {
      idleRounds++;
      if (idleRounds > MAX_ROUNDS_WITHOUT_PROGRESS) {
        throw new Error(`Chain ${chainId}: no progress after ${idleRounds} rounds (${why})`);
      }
    };

    for (;;) {
      const cursors = await loadCursors(db, chainId, names);
      checkAddresses(cursors);
      const head = await reader.headNumber();
      const fork = await findFork(cursors);
      if (fork) {
        const outcome = await writeRollback(db, { chainId, expected: cursors, subscriptions, fork });
        if (outcome.kind === 'locked') {
          report.acquired = false;
          break;
        }
        if (outcome.kind === 'stale') {
          idle('cursors changed under a rollback');
          continue;
        }
        logger.warn({ chainId, forkBlock: String(fork.number), reverted: outcome.reverted }, 'Chain reorg');
        reorgsSeen += 1;
        report.reverted += outcome.reverted;
        idleRounds = 0;
        progressed = true;
        committed();
        if (outcome.reverted > 0) changed();
        continue;
      }

      const plan = planBatch(prepared, cursors, head - BigInt(confirmations), span);
      if (!plan) {
        settledHead = head;
        break;
      }
      let batch: ReadBatch;
      try {
        batch = await readBatch(plan);
      } catch (error) {
        if (error instanceof ChainMoved) {
          idle('the chain moved while a batch was read');
          continue;
        }
        if (error instanceof LogsFailed && plan.to > plan.from) {
          // Providers cap eth_getLogs ranges and result sizes: try a smaller range.
          span = Math.max(1, Math.floor(Number(plan.to - plan.from + 1n) / 2));
          logger.warn(
            { chainId, err: error.cause, span },
            'eth_getLogs failed; reading fewer blocks at once',
          );
          idle('eth_getLogs keeps failing');
          continue;
        }
        throw error instanceof LogsFailed ? error.cause : error;
      }

      const outcome = await writeBatch(db, {
        chainId,
        expected: cursors,
        group: plan.group.map((p) => p.subscription),
        allNames: names,
        to: batch.to,
        blocks: batch.blocks,
        logs: batch.logs,
        keepBlocks: keptWindow,
      });
      if (outcome.kind === 'locked') {
        report.acquired = false;
        break;
      }
      if (outcome.kind === 'stale') {
        idle('another instance moved the cursor');
        continue;
      }
      idleRounds = 0;
      progressed = true;
      span = Math.min(Math.max(1, options.batchBlocks), span * 2);
      report.applied += outcome.applied;
      logsIndexed += outcome.applied;
      committed();
      if (outcome.applied > 0) changed();
    }

    const cursors = await loadCursors(db, chainId, names);
    report.cursor = cursors.size === 0 ? null : lowestCursor(prepared, cursors);
    return report;
  }

  // One pass at a time per instance; other instances are kept out by the database lock.
  function syncOnce(): Promise<SyncReport> {
    const run = queue.then(pass, pass);
    queue = run.catch(() => undefined);
    return run;
  }

  // The polling loop.
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  let failures = 0;
  let lastError: string | undefined;
  let halted: string | undefined;
  /** Set while passes fail because the database is away (logged once, and once when it is back). */
  let databaseAway = false;

  function start(): void {
    if (loop || halted) return;
    stopping = false;
    loop = (async () => {
      failures = 0;
      /** The head block read before the last full pass that found nothing to do, and when. */
      let idleAt: { number: bigint; hash: Hex; at: number } | undefined;
      while (!stopping) {
        let delay = options.pollIntervalMs;
        progressed = false;
        try {
          const latest = await reader.head();
          const unchanged =
            idleAt !== undefined &&
            latest.number === idleAt.number &&
            latest.hash === idleAt.hash &&
            Date.now() - idleAt.at < (options.idleFullPassMs ?? IDLE_FULL_PASS_MS);
          if (!unchanged) {
            idleAt = undefined;
            await syncOnce();
            // Only a head the pass itself ended at: a chain that moved during it is read again.
            if (settledHead === latest.number) idleAt = { ...latest, at: Date.now() };
          }
          failures = 0;
          lastError = undefined;
          lastGoodPassAt = Date.now();
          if (databaseAway) {
            databaseAway = false;
            logger.info({ chainId }, 'Chain indexer resumed: the database answers again');
          }
        } catch (error) {
          if (error instanceof DeepReorgError) {
            // Going on would index on top of data nobody can verify: stop and call an operator.
            halted = error.message;
            (logger.fatal ?? logger.error).call(
              logger,
              { err: error, chainId, alert: true },
              'Chain indexer halted: reorg deeper than the kept block hashes (re-index: npm run reindex, see docs/deployment.md)',
            );
            break;
          }
          // A pass that got somewhere before it failed starts the backoff over.
          failures = progressed ? 1 : failures + 1;
          lastError = error instanceof Error ? error.message : String(error);
          if (isDatabaseUnavailable(error)) {
            // Paused, not failing: one line when it starts, one when it ends; the lease decides
            // whether this instance still leads when the database is back.
            if (!databaseAway)
              logger.warn({ chainId, err: error }, 'Chain indexer paused: the database is unavailable');
            databaseAway = true;
          } else {
            logger.error({ err: error, chainId, failures }, 'Chain indexer pass failed');
          }
          delay = passBackoffMs(failures, error, options.pollIntervalMs);
        }
        if (stopping) break;
        await sleep(delay);
      }
    })();
  }

  async function stop(): Promise<void> {
    stopping = true;
    wake?.();
    await loop;
    loop = undefined;
  }

  async function waitForBlock(blockNumber: bigint, timeoutMs = DEFAULT_WAIT_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const cursor = lowestCursor(prepared, await loadCursors(db, chainId, names));
      if (cursor >= blockNumber) return;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `Chain ${chainId}: block ${blockNumber} not indexed within ${timeoutMs} ms (at ${cursor})`,
        );
      }
      // A waiter wants the block now, not at the next poll.
      wake?.();
      await new Promise<void>((resolve) => {
        const listener = () => finish();
        const timer = setTimeout(finish, Math.min(WAIT_POLL_MS, left));
        function finish() {
          clearTimeout(timer);
          changeListeners.delete(listener);
          resolve();
        }
        changeListeners.add(listener);
      });
    }
  }

  async function reindex(): Promise<{ reverted: number }> {
    const run = queue.then(async () => {
      // Before every start block: nothing indexed stays, whatever the chain now holds.
      const fork = { number: -1n, hash: null };
      for (let attempt = 1; ; attempt++) {
        const expected = await loadCursors(db, chainId, names);
        const outcome = await writeRollback(db, { chainId, expected, subscriptions, fork });
        if (outcome.kind === 'done') {
          halted = undefined;
          logger.warn({ chainId, reverted: outcome.reverted }, 'Chain re-indexed from its start blocks');
          committed();
          changed();
          return { reverted: outcome.reverted };
        }
        // Another instance is in a pass on this chain (locked) or just moved a cursor (stale).
        if (attempt >= MAX_ROUNDS_WITHOUT_PROGRESS) {
          throw new Error(`Chain ${chainId}: could not re-index (${outcome.kind} ${attempt} times)`);
        }
        await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs));
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function indexedTo(): Promise<bigint> {
    return lowestCursor(prepared, await loadCursors(db, chainId, names));
  }

  return {
    syncOnce,
    start,
    stop,
    waitForBlock,
    headNumber: () => reader.headNumber(),
    async blockTimes(numbers) {
      const times = new Map<bigint, number>();
      for (const [number, block] of await reader.blocks(numbers))
        if (block) times.set(number, block.timestamp);
      return times;
    },
    indexedTo,
    reindex,
    confirmations,
    lastSuccessAt: () => lastGoodPassAt,
    loopState: () => ({
      running: loop !== undefined && !halted,
      halted,
      consecutiveFailures: failures,
      lastError,
      reorgsSeen,
      logsIndexed,
      lastGoodPassAt,
    }),
  };
}

/**
 * The wait before the next pass after `failures` failed passes in a row, the last with `error`:
 * the poll interval doubled per failure, capped at TRANSIENT_MAX_BACKOFF_MS when the failure
 * passes by itself (the database away, a provider's 429, 5xx, timeout or dropped connection) and
 * at MAX_BACKOFF_MS otherwise.
 */
export function passBackoffMs(failures: number, error: unknown, pollIntervalMs: number): number {
  const passes = isDatabaseUnavailable(error) || isTransientRpcError(error);
  const cap = passes ? TRANSIENT_MAX_BACKOFF_MS : MAX_BACKOFF_MS;
  return Math.min(pollIntervalMs * 2 ** failures, Math.max(cap, pollIntervalMs));
}

function validateSubscriptions<T extends { name: string; chainId: number; startBlock: bigint }>(
  chainId: number,
  subscriptions: readonly T[],
): readonly T[] {
  if (subscriptions.length === 0)
    throw new Error(`Chain ${chainId}: a chain indexer needs at least one subscription`);
  const seen = new Set<string>();
  for (const subscription of subscriptions) {
    if (subscription.chainId !== chainId) {
      throw new Error(
        `Subscription ${subscription.name} is for chain ${subscription.chainId}, not ${chainId}`,
      );
    }
    if (seen.has(subscription.name)) throw new Error(`Two subscriptions are named ${subscription.name}`);
    if (subscription.startBlock < 0n)
      throw new Error(`Subscription ${subscription.name} starts before block 0`);
    seen.add(subscription.name);
  }
  return subscriptions;
}

/** The checkpoint blocks (multiples of CHECKPOINT_EVERY_BLOCKS) of from..to within `window` blocks of `to`. */
export function checkpointsOf(from: bigint, to: bigint, window: number): bigint[] {
  const step = BigInt(CHECKPOINT_EVERY_BLOCKS);
  let low = to - BigInt(window);
  if (low < from) low = from;
  if (low < 0n) low = 0n;
  const checkpoints: bigint[] = [];
  for (let number = ((low + step - 1n) / step) * step; number <= to; number += step) checkpoints.push(number);
  return checkpoints;
}

function compareBigInt(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
