import { devnetAccount } from '@kingdoms/contracts/accounts';
import { deployChain } from '@kingdoms/contracts/deploy';
import { sql } from 'kysely';
import { HttpRequestError } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import {
  CHECKPOINT_EVERY_BLOCKS,
  createChainIndexer,
  DeepReorgError,
  MAX_BACKOFF_MS,
  MIN_KEPT_BLOCKS,
  passBackoffMs,
  TRANSIENT_MAX_BACKOFF_MS,
} from './indexer';
import { createChainReader } from './rpc';
import { CHAIN_INDEXER_LOCK_NAMESPACE, chainLockKey, loadCursors, writeBatch } from './store';
import {
  appliedEvents,
  balanceSubscription,
  createTestTables,
  derivedBalances,
  type RecordingSubscription,
  startTestChain,
  type TestChain,
} from './testing';
import type { ChainIndexerOptions, IndexerSubscription } from './types';

const alice = devnetAccount(1).address;
const bob = devnetAccount(2).address;
const carol = devnetAccount(3).address;
const A2Z = 10n ** 18n;

describe.each(testDatabases())('chain indexer on $name', ({ name: dbName, open }) => {
  let database: AppDatabase;
  const chains: TestChain[] = [];

  beforeAll(async () => {
    database = await open();
    await createTestTables(database.db);
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    while (chains.length > 0) await chains.pop()?.stop();
  });

  async function newChain(): Promise<TestChain> {
    const chain = await startTestChain();
    chains.push(chain);
    return chain;
  }

  function indexerFor(
    chain: TestChain,
    subscriptions: IndexerSubscription[],
    options: Partial<Omit<ChainIndexerOptions, 'chain' | 'db'>> = {},
  ) {
    return createChainIndexer({
      db: database.db,
      chain: { chainId: chain.chainId, rpcUrl: chain.rpcUrl, subscriptions },
      confirmations: 0,
      pollIntervalMs: 50,
      batchBlocks: 1000,
      ...options,
    });
  }

  /** Derived balances must equal the token's own balances for these holders. */
  async function expectBalancesMatchChain(chain: TestChain, name: string, holders: string[]) {
    const derived = await derivedBalances(database.db, name);
    for (const holder of holders) {
      const onChain = await chain.balanceOf(holder as `0x${string}`);
      expect(derived.get(holder.toLowerCase()) ?? 0n, `balance of ${holder}`).toBe(onChain);
    }
  }

  async function cursorRow(chain: TestChain, name: string) {
    return database.db
      .selectFrom('chain_indexer_cursor')
      .selectAll()
      .where('chain_id', '=', String(chain.chainId))
      .where('subscription', '=', name)
      .executeTakeFirst();
  }

  const transfers = (sub: RecordingSubscription, kind: 'apply' | 'revert' = 'apply') =>
    sub.calls
      .filter((call) => call.kind === kind && call.log.eventName === 'Transfer')
      .map((call) => call.log);

  it('indexes events into the subscription, persists the cursor and waits for confirmations', async () => {
    const chain = await newChain();
    const first = await chain.mint(alice, 5n * A2Z);
    await chain.mint(bob, 7n * A2Z);
    const third = await chain.mint(alice, 1n);
    expect(third.blockNumber).toBe(first.blockNumber + 2n);
    const sub = balanceSubscription(chain, 'basic');
    const onChange = vi.fn();
    const indexer = indexerFor(chain, [sub], { confirmations: 2, onChange });

    const report = await indexer.syncOnce();
    // Head is the third mint; with 2 confirmations only up to the first mint's block counts.
    expect(report).toEqual({ applied: 3, reverted: 0, cursor: first.blockNumber, acquired: true });
    expect(transfers(sub).map((log) => log.blockNumber)).toEqual([first.blockNumber]);
    expect(sub.calls.filter((call) => call.log.eventName === 'RoleGranted')).toHaveLength(2);
    expect(onChange).toHaveBeenCalledWith(chain.chainId);
    expect(await cursorRow(chain, 'basic')).toMatchObject({
      block_number: String(first.blockNumber),
      block_hash: await chain.blockHash(first.blockNumber),
      address: chain.token.toLowerCase(),
    });

    // The JSON-safe shape: bigints as decimal strings, addresses lowercase, block facts filled in.
    const [mint] = transfers(sub);
    const block = await chain.deployer.getBlock({ blockNumber: first.blockNumber });
    expect(mint).toEqual({
      chainId: chain.chainId,
      blockNumber: first.blockNumber,
      blockHash: block.hash,
      blockTime: Number(block.timestamp),
      txHash: first.txHash,
      logIndex: 0,
      address: chain.token.toLowerCase(),
      eventName: 'Transfer',
      args: {
        from: '0x0000000000000000000000000000000000000000',
        to: alice.toLowerCase(),
        value: String(5n * A2Z),
      },
    });
    const stored = await database.db
      .selectFrom('chain_indexer_log')
      .selectAll()
      .where('tx_hash', '=', first.txHash)
      .executeTakeFirstOrThrow();
    expect(stored.args).toEqual(mint?.args);

    onChange.mockClear();
    expect(await indexer.syncOnce()).toEqual({
      applied: 0,
      reverted: 0,
      cursor: first.blockNumber,
      acquired: true,
    });
    expect(onChange).not.toHaveBeenCalled();

    await chain.mine(2);
    const later = await indexer.syncOnce();
    expect(later).toMatchObject({ applied: 2, cursor: third.blockNumber });
    expect(transfers(sub)).toHaveLength(3);
    await expectBalancesMatchChain(chain, 'basic', [alice, bob]);
    expect((await appliedEvents(database.db, 'basic')).length).toBe(5);
  });

  it('continues from the stored cursor after a restart: every log applied once, none lost', async () => {
    const chain = await newChain();
    for (let i = 1n; i <= 4n; i++) await chain.mint(alice, i * A2Z);
    const before = balanceSubscription(chain, 'restart');
    expect((await indexerFor(chain, [before], { batchBlocks: 2 }).syncOnce()).applied).toBe(6);

    await chain.transfer(1, bob, 2n * A2Z);
    await chain.mint(carol, 3n * A2Z);
    const after = balanceSubscription(chain, 'restart');
    const report = await indexerFor(chain, [after], { batchBlocks: 2 }).syncOnce();
    expect(report).toMatchObject({ applied: 2, reverted: 0, cursor: await chain.head() });
    expect(transfers(after).map((log) => log.args.to)).toEqual([bob.toLowerCase(), carol.toLowerCase()]);
    expect(await appliedEvents(database.db, 'restart')).toHaveLength(8);
    await expectBalancesMatchChain(chain, 'restart', [alice, bob, carol]);
  });

  it('rolls a batch back when apply() throws midway, and a later pass applies it exactly once', async () => {
    const chain = await newChain();
    const mints: bigint[] = [];
    for (let i = 1n; i <= 6n; i++) mints.push((await chain.mint(alice, i)).blockNumber);
    const crashing = balanceSubscription(chain, 'crash', {
      failOn: (log) => log.eventName === 'Transfer' && log.args.value === '5',
    });
    // Batches of 2 blocks: the deploy block + mint 1, mints 2-3, mints 4-5 (fails on 5), mint 6.
    await expect(indexerFor(chain, [crashing], { batchBlocks: 2 }).syncOnce()).rejects.toThrow(
      'apply failed on purpose',
    );
    expect((await cursorRow(chain, 'crash'))?.block_number).toBe(String(mints[2]));
    expect(await derivedBalances(database.db, 'crash')).toEqual(new Map([[alice.toLowerCase(), 6n]]));
    const storedLogs = await database.db
      .selectFrom('chain_indexer_log')
      .select('block_number')
      .where('subscription', '=', 'crash')
      .execute();
    expect(storedLogs.map((row) => BigInt(row.block_number)).every((n) => n <= mints[2]!)).toBe(true);

    const healthy = balanceSubscription(chain, 'crash');
    const report = await indexerFor(chain, [healthy], { batchBlocks: 2 }).syncOnce();
    expect(report.applied).toBe(3);
    expect(transfers(healthy).map((log) => log.args.value)).toEqual(['4', '5', '6']);
    expect(await appliedEvents(database.db, 'crash')).toHaveLength(8);
    await expectBalancesMatchChain(chain, 'crash', [alice]);
  });

  it('never applies a log twice when the same logs are delivered again', async () => {
    const chain = await newChain();
    await chain.mint(alice, 10n);
    await chain.transfer(1, bob, 4n);
    const sub = balanceSubscription(chain, 'dupes');
    const indexer = indexerFor(chain, [sub]);
    expect((await indexer.syncOnce()).applied).toBe(4);

    // Cursor moved back to the start block (with its real hash): everything is read again.
    await database.db
      .updateTable('chain_indexer_cursor')
      .set({ block_number: String(chain.startBlock), block_hash: await chain.blockHash(chain.startBlock) })
      .where('subscription', '=', 'dupes')
      .execute();
    expect(await indexer.syncOnce()).toMatchObject({ applied: 0, cursor: await chain.head() });
    // Cursor forgotten: read from the start block again.
    await database.db.deleteFrom('chain_indexer_cursor').where('subscription', '=', 'dupes').execute();
    expect(await indexer.syncOnce()).toMatchObject({ applied: 0, cursor: await chain.head() });

    expect(sub.calls).toHaveLength(4);
    expect(await appliedEvents(database.db, 'dupes')).toHaveLength(4);
    await expectBalancesMatchChain(chain, 'dupes', [alice, bob]);
  });

  it('reverts the logs of a reorg newest first and applies the new branch', async () => {
    const chain = await newChain();
    const kept = await chain.mint(alice, 100n);
    const snapshot = await chain.snapshot();
    await chain.mint(bob, 1n);
    await chain.mint(carol, 2n);
    await chain.transfer(1, bob, 30n);
    const sub = balanceSubscription(chain, 'reorg');
    const indexer = indexerFor(chain, [sub]);
    expect((await indexer.syncOnce()).applied).toBe(6);
    const orphaned = transfers(sub).filter((log) => log.blockNumber > kept.blockNumber);
    expect(orphaned).toHaveLength(3);

    // Back to just after the kept mint; a shorter branch with other transactions.
    await chain.revert(snapshot);
    const replacement = await chain.mint(carol, 50n);
    expect(replacement.blockNumber).toBe(kept.blockNumber + 1n);

    const report = await indexer.syncOnce();
    expect(report).toEqual({ applied: 1, reverted: 3, cursor: replacement.blockNumber, acquired: true });
    // Newest first, each handed over exactly as it was applied.
    expect(transfers(sub, 'revert')).toEqual([...orphaned].reverse());
    expect(transfers(sub).at(-1)?.args.to).toBe(carol.toLowerCase());
    await expectBalancesMatchChain(chain, 'reorg', [alice, bob, carol]);
    expect(await appliedEvents(database.db, 'reorg')).toHaveLength(4);

    // Nothing of the orphaned branch is left: every stored hash is the chain's.
    const blocks = await database.db
      .selectFrom('chain_indexer_block')
      .selectAll()
      .where('chain_id', '=', String(chain.chainId))
      .execute();
    for (const block of blocks) {
      expect(block.block_hash).toBe(await chain.blockHash(BigInt(block.block_number)));
    }

    // The new branch grows longer than the old one: indexing carries on.
    await chain.mint(bob, 9n);
    await chain.mint(bob, 9n);
    await chain.mint(bob, 9n);
    expect(await indexer.syncOnce()).toMatchObject({ applied: 3, reverted: 0 });
    await expectBalancesMatchChain(chain, 'reorg', [alice, bob, carol]);
  });

  it('hands runs of logs to applyBatch/revertBatch in chain order, interleaved with a per-log subscription', async () => {
    const chain = await newChain();
    const kept = await chain.mint(alice, 100n);
    const snapshot = await chain.snapshot();
    await chain.mint(bob, 1n);
    await chain.transfer(1, bob, 30n);
    const batched = balanceSubscription(chain, 'runs-batched', { batched: true });
    const perLog = balanceSubscription(chain, 'runs-per-log');
    const indexer = indexerFor(chain, [batched, perLog]);
    const first = await indexer.syncOnce();
    // Both follow the same token: each log goes to 'runs-batched' then 'runs-per-log', so every
    // run of the batched one is a single log, handed over between the other's logs.
    expect(first.applied).toBe(2 * batched.calls.length);
    expect(batched.runs.map((run) => run.logs)).toEqual(batched.calls.map((call) => [call.log]));
    expect(batched.calls.map((call) => call.log)).toEqual(perLog.calls.map((call) => call.log));

    // Alone, one subscription gets the whole batch as one run, in chain order.
    const alone = balanceSubscription(chain, 'runs-alone', { batched: true });
    expect((await indexerFor(chain, [alone]).syncOnce()).applied).toBe(batched.calls.length);
    expect(alone.runs).toHaveLength(1);
    expect(alone.runs[0]?.logs).toEqual(batched.calls.map((call) => call.log));

    // A reorg: the orphaned logs go back through revertBatch, newest first, as one run.
    const orphaned = alone.calls.filter((call) => call.log.blockNumber > kept.blockNumber).map((c) => c.log);
    await chain.revert(snapshot);
    await chain.mint(carol, 50n);
    const aloneIndexer = indexerFor(chain, [alone]);
    expect(await aloneIndexer.syncOnce()).toMatchObject({ applied: 1, reverted: orphaned.length });
    expect(alone.runs.at(-2)).toEqual({ kind: 'revert', logs: [...orphaned].reverse() });
    expect(alone.runs.at(-1)?.kind).toBe('apply');
    await expectBalancesMatchChain(chain, 'runs-alone', [alice, bob, carol]);
    expect(await appliedEvents(database.db, 'runs-alone')).toHaveLength(
      batched.calls.length - orphaned.length + 1,
    );
  });

  it('starts over from the genesis block when a reorg replaces every indexed block', async () => {
    const chain = await startTestChain({ snapshotGenesis: true });
    chains.push(chain);
    await chain.mint(alice, 1n);
    // Follows the token from block 0: no stored block below the fork can match.
    const sub = { ...balanceSubscription(chain, 'genesis'), startBlock: 0n };
    const indexer = indexerFor(chain, [sub]);
    expect((await indexer.syncOnce()).applied).toBe(3);

    await chain.revert(chain.genesisSnapshot!);
    await chain.mine(1);
    // The same deployer nonce: the token comes back at the same address, one block later.
    const again = await deployChain(
      ['A2Z'],
      { rpcUrl: chain.rpcUrl, chainId: chain.chainId },
      devnetAccount(0).privateKey,
    );
    expect(again.contracts.A2Z).toBe(chain.token);
    await chain.mint(bob, 2n);

    expect(await indexer.syncOnce()).toMatchObject({ applied: 3, reverted: 3, cursor: await chain.head() });
    expect(sub.calls.filter((call) => call.kind === 'revert').map((call) => call.log.eventName)).toEqual([
      'Transfer',
      'RoleGranted',
      'RoleGranted',
    ]);
    await expectBalancesMatchChain(chain, 'genesis', [alice, bob]);
  });

  it('rolls back a reorg within the kept window right after a one-batch catch-up with no log near the head', async () => {
    // Found by the reorg matrix: a catch-up in one batch used to keep only its end and its log
    // blocks, so a 40-block reorg over empty blocks found no kept hash below its fork and halted.
    const chain = await newChain();
    await chain.mint(alice, 1n);
    await chain.mine(MIN_KEPT_BLOCKS + 40);
    const snapshot = await chain.snapshot();
    await chain.mine(40);
    const sub = balanceSubscription(chain, 'window');
    const indexer = indexerFor(chain, [sub]);
    await indexer.syncOnce();

    await chain.revert(snapshot);
    await chain.mint(bob, 2n);
    await chain.mine(40);
    const report = await indexer.syncOnce();
    expect(report.cursor).toBe(await chain.head());
    await expectBalancesMatchChain(chain, 'window', [alice, bob]);
  });

  it('stops with an error when a reorg goes deeper than the kept block hashes', async () => {
    const chain = await newChain();
    await chain.mint(alice, 1n);
    const snapshot = await chain.snapshot();
    await chain.mine(MIN_KEPT_BLOCKS + 40);
    const sub = balanceSubscription(chain, 'deep');
    const indexer = indexerFor(chain, [sub]);
    await indexer.syncOnce();
    // Hashes more than MIN_KEPT_BLOCKS below the cursor were trimmed.
    const kept = await database.db
      .selectFrom('chain_indexer_block')
      .select('block_number')
      .where('chain_id', '=', String(chain.chainId))
      .execute();
    const head = await chain.head();
    const window = BigInt(MIN_KEPT_BLOCKS + CHECKPOINT_EVERY_BLOCKS);
    expect(kept.every((row) => BigInt(row.block_number) >= head - window)).toBe(true);

    await chain.revert(snapshot);
    await chain.mint(carol, 5n);
    await chain.mine(MIN_KEPT_BLOCKS + 40);
    await expect(indexer.syncOnce()).rejects.toThrow(DeepReorgError);
    expect(transfers(sub, 'revert')).toEqual([]);

    // The polling loop stops for good at an alert-level log instead of retrying forever.
    const alerts: object[] = [];
    const errors: object[] = [];
    const polling = indexerFor(chain, [sub], {
      logger: { info() {}, warn() {}, error: (obj) => errors.push(obj), fatal: (obj) => alerts.push(obj) },
    });
    polling.start();
    await vi.waitFor(
      () => expect(polling.loopState().halted).toMatch(/reorganised below every kept block hash/),
      {
        timeout: 10_000,
      },
    );
    expect(polling.loopState().running).toBe(false);
    expect(alerts).toEqual([expect.objectContaining({ alert: true, chainId: chain.chainId })]);
    expect(errors).toEqual([]);
    await polling.stop();
    polling.start();
    expect(polling.loopState().running).toBe(false);

    // The operator's re-index (npm run reindex) reverts every stored log, lifts the halt, and the
    // chain is indexed afresh: the balances are the new branch's.
    await polling.stop();
    const { reverted } = await polling.reindex();
    expect(reverted).toBeGreaterThan(0);
    // Alice's mint (now on no branch) was among them.
    expect(transfers(sub, 'revert').map((log) => log.args.to)).toEqual([alice.toLowerCase()]);
    expect(polling.loopState().halted).toBeUndefined();
    polling.start();
    expect(polling.loopState().running).toBe(true);
    await polling.stop();
    await polling.syncOnce();
    await expectBalancesMatchChain(chain, 'deep', [alice, carol]);
  });

  /** An indexer whose reader counts the loop's head reads and the full passes' head-number reads (one per round of a pass). */
  function countingIndexer(chain: TestChain, sub: IndexerSubscription, idleFullPassMs: number) {
    const real = createChainReader(chain.rpcUrl);
    const reads = { head: 0, passes: 0 };
    const indexer = createChainIndexer(
      {
        db: database.db,
        chain: { chainId: chain.chainId, rpcUrl: chain.rpcUrl, subscriptions: [sub] },
        confirmations: 0,
        pollIntervalMs: 20,
        idleFullPassMs,
        batchBlocks: 1000,
      },
      {
        reader: {
          ...real,
          head: () => {
            reads.head++;
            return real.head();
          },
          headNumber: () => {
            reads.passes++;
            return real.headNumber();
          },
        },
      },
    );
    return { indexer, reads };
  }

  it('skips the passes of a chain that did not move, and follows a new block and a same-height reorg', async () => {
    const chain = await newChain();
    const sub = balanceSubscription(chain, 'idle-skip');
    const { indexer, reads } = countingIndexer(chain, sub, 60_000);
    const before = await chain.snapshot();
    await chain.mint(alice, 5n);
    indexer.start();
    try {
      await vi.waitFor(async () => expect(await indexer.indexedTo()).toBe(await chain.head()));
      // The cursor reaches the head inside the pass, which then reads the head number once more
      // (a pass reads it each round): counted from the next poll on, when that pass has ended.
      const pollsAtHead = reads.head;
      await vi.waitFor(() => expect(reads.head).toBeGreaterThan(pollsAtHead));
      // Idle: each poll reads the head block, and no pass reads cursors or kept hashes.
      const passes = reads.passes;
      const polls = reads.head;
      await vi.waitFor(() => expect(reads.head).toBeGreaterThan(polls + 10));
      expect(reads.passes).toBe(passes);
      expect(indexer.loopState().lastGoodPassAt).toBeGreaterThan(Date.now() - 1_000);

      const minted = await chain.mint(alice, 2n);
      await vi.waitFor(async () => expect(await indexer.indexedTo()).toBe(minted.blockNumber));
      await expectBalancesMatchChain(chain, 'idle-skip', [alice, bob]);

      // Another block at the same heights: only the head's hash tells the chain changed.
      await chain.revert(before);
      await chain.mint(bob, 7n);
      const replaced = await chain.mint(bob, 1n);
      expect(replaced.blockNumber).toBe(minted.blockNumber);
      await vi.waitFor(async () =>
        expect((await derivedBalances(database.db, 'idle-skip')).get(bob.toLowerCase())).toBe(8n),
      );
      await expectBalancesMatchChain(chain, 'idle-skip', [alice, bob]);
    } finally {
      await indexer.stop();
    }
  });

  it('still makes a full pass every idleFullPassMs while the chain stays put (a re-index from another process)', async () => {
    const chain = await newChain();
    await chain.mint(alice, 3n);
    const sub = balanceSubscription(chain, 'idle-full');
    const { indexer, reads } = countingIndexer(chain, sub, 200);
    indexer.start();
    try {
      await vi.waitFor(async () => expect(await indexer.indexedTo()).toBe(await chain.head()));
      // What `npm run reindex` does from its own process: every log reverted, the cursors gone.
      await indexerFor(chain, [sub]).reindex();
      expect((await derivedBalances(database.db, 'idle-full')).get(alice.toLowerCase()) ?? 0n).toBe(0n);
      const passes = reads.passes;
      await vi.waitFor(async () => expect(await indexer.indexedTo()).toBe(await chain.head()));
      expect(reads.passes).toBeGreaterThan(passes);
      await expectBalancesMatchChain(chain, 'idle-full', [alice]);
    } finally {
      await indexer.stop();
    }
  });

  it('reports failing passes in its loop state until a pass succeeds', async () => {
    const chain = await newChain();
    const sub = balanceSubscription(chain, 'loop-state');
    let failing = true;
    const real = createChainReader(chain.rpcUrl);
    const indexer = createChainIndexer(
      {
        db: database.db,
        chain: { chainId: chain.chainId, rpcUrl: chain.rpcUrl, subscriptions: [sub] },
        confirmations: 0,
        pollIntervalMs: 50,
        batchBlocks: 1000,
        logger: { info() {}, warn() {}, error() {} },
      },
      {
        reader: {
          ...real,
          headNumber: () =>
            failing ? Promise.reject(new Error('HTTP 429 Too Many Requests')) : real.headNumber(),
        },
      },
    );
    expect(indexer.loopState()).toEqual({
      running: false,
      halted: undefined,
      consecutiveFailures: 0,
      lastError: undefined,
      reorgsSeen: 0,
      logsIndexed: 0,
      lastGoodPassAt: undefined,
    });
    indexer.start();
    try {
      await vi.waitFor(() => expect(indexer.loopState().consecutiveFailures).toBeGreaterThan(0));
      expect(indexer.loopState()).toMatchObject({ running: true, lastError: 'HTTP 429 Too Many Requests' });
      failing = false;
      await vi.waitFor(() => expect(indexer.loopState().consecutiveFailures).toBe(0), { timeout: 10_000 });
      expect(indexer.loopState().lastError).toBeUndefined();
      expect(await indexer.indexedTo()).toBe(await chain.head());
    } finally {
      await indexer.stop();
    }
  });

  it('starts its backoff over after a failed pass that indexed something first (issue 37)', async () => {
    const chain = await newChain();
    for (let i = 0; i < 12; i++) await chain.mint(alice, 1n);
    const sub = balanceSubscription(chain, 'progress-resets');
    const real = createChainReader(chain.rpcUrl);
    // Every other eth_getLogs fails as a rate-limited provider's does: each pass indexes one
    // batch, then fails on the next.
    let calls = 0;
    const indexer = createChainIndexer(
      {
        db: database.db,
        chain: { chainId: chain.chainId, rpcUrl: chain.rpcUrl, subscriptions: [sub] },
        confirmations: 0,
        pollIntervalMs: 20,
        batchBlocks: 1,
        logger: { info() {}, warn() {}, error() {} },
      },
      {
        reader: {
          ...real,
          logs: (...args) =>
            ++calls % 2 === 0
              ? Promise.reject(new HttpRequestError({ url: chain.rpcUrl, status: 429, body: {} }))
              : real.logs(...args),
        },
      },
    );
    const seen = new Set<number>();
    indexer.start();
    try {
      await vi.waitFor(
        async () => {
          seen.add(indexer.loopState().consecutiveFailures);
          expect(await indexer.indexedTo()).toBe(await chain.head());
        },
        { timeout: 30_000, interval: 5 },
      );
    } finally {
      await indexer.stop();
    }
    expect(calls).toBeGreaterThan(4);
    // Without the reset it would count up with each failed pass (and wait twice as long each time).
    expect(Math.max(...seen)).toBeLessThanOrEqual(1);
  });

  /** An indexer whose first eth_getLogs answer is of a branch that `reorg` then replaces. */
  function indexerRacingReorg(chain: TestChain, sub: IndexerSubscription, reorg: () => Promise<void>) {
    const real = createChainReader(chain.rpcUrl);
    let reorged = false;
    return createChainIndexer(
      {
        db: database.db,
        chain: { chainId: chain.chainId, rpcUrl: chain.rpcUrl, subscriptions: [sub] },
        confirmations: 0,
        pollIntervalMs: 50,
        batchBlocks: 1000,
      },
      {
        reader: {
          ...real,
          async logs(...args) {
            const logs = await real.logs(...args);
            if (!reorged) {
              reorged = true;
              await reorg();
            }
            return logs;
          },
        },
      },
    );
  }

  it('reads a batch again when the blocks of its logs were replaced while it was read', async () => {
    const chain = await newChain();
    await chain.mint(alice, 1n);
    const snapshot = await chain.snapshot();
    await chain.mint(bob, 2n);
    await chain.mint(bob, 3n);
    const sub = balanceSubscription(chain, 'race-logs');
    const indexer = indexerRacingReorg(chain, sub, async () => {
      await chain.revert(snapshot);
      await chain.mint(carol, 4n);
      await chain.mint(carol, 5n);
    });
    await indexer.syncOnce();
    expect(transfers(sub).map((log) => log.args.value)).toEqual(['1', '4', '5']);
    expect(transfers(sub, 'revert')).toEqual([]);
    await expectBalancesMatchChain(chain, 'race-logs', [alice, bob, carol]);
  });

  it('reads a batch again when its last block was replaced while it was read', async () => {
    const chain = await newChain();
    await chain.mint(alice, 1n);
    const snapshot = await chain.snapshot();
    // Empty blocks on the branch that is read: no log can reveal that it was replaced.
    await chain.mine(2);
    const sub = balanceSubscription(chain, 'race-empty');
    const indexer = indexerRacingReorg(chain, sub, async () => {
      await chain.revert(snapshot);
      await chain.mint(carol, 4n);
      await chain.mint(carol, 5n);
    });
    await indexer.syncOnce();
    expect(transfers(sub).map((log) => log.args.value)).toEqual(['1', '4', '5']);
    await expectBalancesMatchChain(chain, 'race-empty', [alice, carol]);
  });

  it('applies each log once when two indexers sync the same chain at the same time', async () => {
    const chain = await newChain();
    for (let i = 1n; i <= 8n; i++) await chain.mint(i % 2n ? alice : bob, i);
    const one = balanceSubscription(chain, 'shared');
    const two = balanceSubscription(chain, 'shared');
    const first = indexerFor(chain, [one], { batchBlocks: 1 });
    const second = indexerFor(chain, [two], { batchBlocks: 1 });
    const head = await chain.head();
    for (let round = 0; round < 50; round++) {
      const reports = await Promise.all([first.syncOnce(), second.syncOnce(), first.syncOnce()]);
      if (reports.every((report) => report.acquired && report.cursor === head)) break;
    }
    const applied = [...transfers(one), ...transfers(two)];
    expect(applied).toHaveLength(8);
    expect(new Set(applied.map((log) => log.txHash)).size).toBe(8);
    expect(await appliedEvents(database.db, 'shared')).toHaveLength(10);
    await expectBalancesMatchChain(chain, 'shared', [alice, bob]);
  });

  it.runIf(dbName === 'postgres')('writes nothing while another session holds the chain lock', async () => {
    const chain = await newChain();
    await chain.mint(alice, 1n);
    const sub = balanceSubscription(chain, 'locked');
    const indexer = indexerFor(chain, [sub]);
    await database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CHAIN_INDEXER_LOCK_NAMESPACE}::int4, ${chainLockKey(chain.chainId)})`.execute(
        trx,
      );
      expect(await indexer.syncOnce()).toEqual({ applied: 0, reverted: 0, cursor: null, acquired: false });
    });
    expect(sub.calls).toEqual([]);
    expect(await indexer.syncOnce()).toMatchObject({ applied: 3, acquired: true });
  });

  it.runIf(dbName === 'postgres')(
    'is not held up by the same chain’s lock in another schema of the database',
    async () => {
      const chain = await newChain();
      await chain.mint(alice, 1n);
      const sub = balanceSubscription(chain, 'other-schema');
      const indexer = indexerFor(chain, [sub]);
      const other = await open();
      try {
        await other.db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${CHAIN_INDEXER_LOCK_NAMESPACE}::int4, ${chainLockKey(chain.chainId)})`.execute(
            trx,
          );
          expect(await indexer.syncOnce()).toMatchObject({ applied: 3, acquired: true });
        });
      } finally {
        await other.close();
      }
    },
  );

  it('refuses to store a batch read from cursors that changed meanwhile (compare-and-set)', async () => {
    const chain = await newChain();
    await chain.mint(alice, 1n);
    const sub = balanceSubscription(chain, 'cas');
    await indexerFor(chain, [sub]).syncOnce();
    const stale = new Map([
      [
        'cas',
        {
          block: chain.startBlock,
          hash: await chain.blockHash(chain.startBlock),
          address: chain.token.toLowerCase() as `0x${string}`,
        },
      ],
    ]);
    const head = await chain.head();
    const outcome = await writeBatch(database.db, {
      chainId: chain.chainId,
      expected: stale,
      group: [sub],
      allNames: ['cas'],
      to: { number: head, hash: await chain.blockHash(head) },
      blocks: [],
      logs: [],
      keepBlocks: 64,
    });
    expect(outcome).toEqual({ kind: 'stale' });
    expect((await loadCursors(database.db, chain.chainId, ['cas'])).get('cas')?.block).toBe(head);
  });

  it('reads fewer blocks at once when the provider refuses a range', async () => {
    const chain = await newChain();
    for (let i = 1n; i <= 5n; i++) await chain.mint(alice, i);
    const real = createChainReader(chain.rpcUrl);
    const ranges: bigint[] = [];
    const sub = balanceSubscription(chain, 'ranges');
    const indexer = createChainIndexer(
      {
        db: database.db,
        chain: { chainId: chain.chainId, rpcUrl: chain.rpcUrl, subscriptions: [sub] },
        confirmations: 0,
        pollIntervalMs: 50,
        batchBlocks: 1000,
      },
      {
        reader: {
          ...real,
          async logs(addresses, selectors, from, to) {
            ranges.push(to - from + 1n);
            if (to - from + 1n > 2n) throw new Error('query exceeds max block range 2');
            return real.logs(addresses, selectors, from, to);
          },
        },
      },
    );
    expect((await indexer.syncOnce()).applied).toBe(7);
    expect(ranges.some((size) => size > 2n)).toBe(true);
    await expectBalancesMatchChain(chain, 'ranges', [alice]);
  });

  it('refuses an RPC of another chain and a subscription whose contract address changed', async () => {
    const chain = await newChain();
    const sub = balanceSubscription(chain, 'guard');
    const wrongChain = createChainIndexer({
      db: database.db,
      chain: {
        chainId: chain.chainId + 1000,
        rpcUrl: chain.rpcUrl,
        subscriptions: [{ ...sub, chainId: chain.chainId + 1000 }],
      },
      confirmations: 0,
      pollIntervalMs: 50,
      batchBlocks: 10,
    });
    await expect(wrongChain.syncOnce()).rejects.toThrow(
      `The RPC ${chain.rpcUrl} serves chain ${chain.chainId}, not chain ${chain.chainId + 1000}`,
    );

    await indexerFor(chain, [sub]).syncOnce();
    const moved = { ...sub, address: bob };
    await expect(indexerFor(chain, [moved]).syncOnce()).rejects.toThrow(
      `Subscription guard on chain ${chain.chainId} was indexed for ${chain.token.toLowerCase()}, now ${bob.toLowerCase()}`,
    );
  });

  it('polls after start(), wakes for waitForBlock, logs failures and stops', async () => {
    const chain = await newChain();
    const sub = balanceSubscription(chain, 'loop');
    const onChange = vi.fn();
    const indexer = indexerFor(chain, [sub], { pollIntervalMs: 60_000, onChange });
    indexer.start();
    const minted = await chain.mint(alice, 3n);
    // The poll interval is a minute: waitForBlock must wake the loop itself.
    await indexer.waitForBlock(minted.blockNumber, 5_000);
    expect(transfers(sub)).toHaveLength(1);
    expect(onChange).toHaveBeenCalledWith(chain.chainId);
    await expect(indexer.waitForBlock(minted.blockNumber + 100n, 150)).rejects.toThrow(
      `Chain ${chain.chainId}: block ${minted.blockNumber + 100n} not indexed within 150 ms`,
    );
    await indexer.stop();

    const errors: object[] = [];
    const broken = createChainIndexer({
      db: database.db,
      chain: { chainId: chain.chainId, rpcUrl: 'http://127.0.0.1:9', subscriptions: [sub] },
      confirmations: 0,
      pollIntervalMs: 20,
      batchBlocks: 10,
      logger: { info() {}, warn() {}, error: (obj) => errors.push(obj) },
    });
    broken.start();
    // Each read is tried 8 times with its provider's backoff (~6 s at most) before a pass fails.
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(1), { timeout: 30_000 });
    await broken.stop();
    expect(errors[0]).toMatchObject({ chainId: chain.chainId, failures: 1 });
  }, 60_000);
});

describe('passBackoffMs (issue 37)', () => {
  const rateLimited = new HttpRequestError({ url: 'https://rpc.example', status: 429, body: {} });
  const databaseAway = Object.assign(new Error('terminating connection'), { code: '57P01' });
  const bug = new Error('cannot read properties of undefined');

  it.each([
    ['a provider failing now and then', rateLimited, TRANSIENT_MAX_BACKOFF_MS],
    ['the database away', databaseAway, TRANSIENT_MAX_BACKOFF_MS],
    ['anything else', bug, MAX_BACKOFF_MS],
  ])('doubles the poll per failed pass, capped for %s', (_name, error, cap) => {
    expect(passBackoffMs(1, error, 250)).toBe(500);
    expect(passBackoffMs(2, error, 250)).toBe(1_000);
    expect(passBackoffMs(30, error, 250)).toBe(cap);
  });

  it('never waits less than the poll interval', () => {
    expect(passBackoffMs(0, rateLimited, 10_000)).toBe(10_000);
    expect(passBackoffMs(5, rateLimited, 10_000)).toBe(10_000);
  });
});
