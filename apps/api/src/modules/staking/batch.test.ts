import { sql } from 'kysely';
import type { Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { loadCursors, type SubscribedLog, writeBatch, writeRollback } from '../chain-indexer/store';
import type { IndexedLog, IndexerSubscription } from '../chain-indexer/types';
import { STAKING_SUBSCRIPTION, stakingSubscription } from './subscription';
import { clearStakingTables, pledgerCounts, stakeLog } from './testing';

/**
 * The indexer hands a batch's staking logs to applyBatch / revertBatch; they must leave exactly
 * the tables that apply / revert log by log leave. Both paths run here through the indexer's own
 * writeBatch / writeRollback on the same logs.
 */

const deployment = devnetDeployment();
const batched = stakingSubscription(deployment) as IndexerSubscription;
const { applyBatch: _apply, revertBatch: _revert, ...perLog } = batched;
const CHAIN_ID = batched.chainId;

const [A, B, C, D] = ['1', '2', '3', '4'].map((digit) => `0x${digit.repeat(40)}`) as [
  string,
  string,
  string,
  string,
];

const blockHash = (block: number) => `0x${block.toString(16).padStart(64, 'c')}` as Hex;

/** A Staked/Unstaked log in block `block` (logs in chain order get increasing log indexes). */
function move(block: number, holder: string, continent: number, delta: bigint, newStake: bigint): IndexedLog {
  const kind = delta < 0n ? 'Unstaked' : 'Staked';
  const log = stakeLog(kind, { holder, continent, amount: delta < 0n ? -delta : delta, newStake }, CHAIN_ID);
  return { ...log, blockNumber: BigInt(block), blockHash: blockHash(block) };
}

/** Blocks 10..13, then 14..15 in a second batch. */
const firstBatch = [
  move(10, A, 1, 50n, 50n),
  move(10, A, 1, 30n, 80n),
  move(10, B, 1, 100n, 100n),
  move(11, A, 1, -80n, 0n), // to 0 …
  move(11, A, 2, 10n, 10n),
  move(11, C, 3, 5n, 5n),
  move(12, A, 1, 20n, 20n), // … and back
  move(12, C, 3, -5n, 0n), // C leaves altogether: no holder row, continent 3 back to 0
  move(12, B, 1, -40n, 60n),
  move(13, A, 2, -10n, 0n), // A's main continent moves back to 1
  move(13, D, 26, 7n, 7n),
];
const secondBatch = [
  move(14, D, 26, 3n, 10n),
  move(14, A, 1, -20n, 0n), // A leaves
  move(15, B, 2, 60n, 60n), // a tie: the lower continent is B's main one
  move(15, A, 4, 1n, 1n), // A comes back elsewhere
];

describe.each(testDatabases())('staking batch apply/revert on $name', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    const { db } = database;
    await clearStakingTables(db);
    for (const table of ['chain_indexer_log', 'chain_indexer_block', 'chain_indexer_cursor'] as const) {
      await db.deleteFrom(table).where('chain_id', '=', String(CHAIN_ID)).execute();
    }
  });

  async function tables() {
    const { db } = database;
    return {
      positions: await db
        .selectFrom('staking_position')
        .select(['address', 'continent', 'amount'])
        .orderBy('address')
        .orderBy('continent')
        .execute(),
      continents: await db.selectFrom('staking_continent').selectAll().orderBy('continent').execute(),
      holders: await db.selectFrom('staking_holder').selectAll().orderBy('address').execute(),
      pledgers: await pledgerCounts(db),
      logs: (
        await db
          .selectFrom('chain_indexer_log')
          .select(['tx_hash', 'log_index'])
          .where('chain_id', '=', String(CHAIN_ID))
          .orderBy('log_index')
          .execute()
      ).length,
    };
  }

  /** Stores `logs` as one indexer batch up to their last block; the number of logs applied. */
  async function indexBatch(subscription: IndexerSubscription, logs: readonly IndexedLog[]) {
    const blocks = [...new Set(logs.map((log) => Number(log.blockNumber)))].map((number) => ({
      number: BigInt(number),
      hash: blockHash(number),
    }));
    const outcome = await writeBatch(database.db, {
      chainId: CHAIN_ID,
      expected: await loadCursors(database.db, CHAIN_ID, [STAKING_SUBSCRIPTION]),
      group: [subscription],
      allNames: [STAKING_SUBSCRIPTION],
      to: blocks[blocks.length - 1]!,
      blocks,
      logs: logs.map((log): SubscribedLog => ({ subscription, log })),
      keepBlocks: 64,
    });
    if (outcome.kind !== 'done') throw new Error(`batch not stored: ${outcome.kind}`);
    return outcome.applied;
  }

  async function reorgBelow(subscription: IndexerSubscription, forkBlock: number) {
    const outcome = await writeRollback(database.db, {
      chainId: CHAIN_ID,
      expected: await loadCursors(database.db, CHAIN_ID, [STAKING_SUBSCRIPTION]),
      subscriptions: [subscription],
      fork: { number: BigInt(forkBlock), hash: blockHash(forkBlock) },
    });
    if (outcome.kind !== 'done') throw new Error(`rollback not stored: ${outcome.kind}`);
    return outcome.reverted;
  }

  /** Runs `steps` once with applyBatch/revertBatch and once log by log; both tables after each step. */
  async function bothPaths(steps: (subscription: IndexerSubscription) => Promise<unknown>) {
    await steps(batched);
    const batchTables = await tables();
    await clearStakingTables(database.db);
    for (const table of ['chain_indexer_log', 'chain_indexer_block', 'chain_indexer_cursor'] as const) {
      await database.db.deleteFrom(table).where('chain_id', '=', String(CHAIN_ID)).execute();
    }
    await steps(perLog);
    const perLogTables = await tables();
    // The kept pledger count follows holders joining and leaving on both paths.
    expect(batchTables.pledgers.kept).toBe(batchTables.pledgers.counted);
    expect(perLogTables.pledgers.kept).toBe(perLogTables.pledgers.counted);
    return { batchTables, perLogTables };
  }

  it('leaves the same tables as log by log after a mixed run (a position to 0 and back, holders leaving)', async () => {
    const { batchTables, perLogTables } = await bothPaths(async (subscription) => {
      expect(await indexBatch(subscription, firstBatch)).toBe(firstBatch.length);
      expect(await indexBatch(subscription, secondBatch)).toBe(secondBatch.length);
    });
    expect(batchTables).toEqual(perLogTables);
    // And they are the chain's figures (each event's newStake), with the sums beside them.
    expect(batchTables.positions).toEqual([
      { address: A, continent: 4, amount: '1' },
      { address: B, continent: 1, amount: '60' },
      { address: B, continent: 2, amount: '60' },
      { address: D, continent: 26, amount: '10' },
    ]);
    expect(batchTables.holders).toEqual([
      { address: A, total: '1', continent: 4 },
      { address: B, total: '120', continent: 1 },
      { address: D, total: '10', continent: 26 },
    ]);
    expect(batchTables.continents).toEqual([
      { continent: 1, total: '60', holders: 1 },
      { continent: 2, total: '60', holders: 1 },
      // Continent 3's only holder left: no row, as a fresh index of the chain leaves it.
      { continent: 4, total: '1', holders: 1 },
      { continent: 26, total: '10', holders: 1 },
    ]);
  });

  it('applies nothing twice when the same logs are delivered again', async () => {
    const { batchTables, perLogTables } = await bothPaths(async (subscription) => {
      expect(await indexBatch(subscription, firstBatch)).toBe(firstBatch.length);
      // The cursor moved back (another instance, a retry): the same logs and a few new ones.
      await database.db.deleteFrom('chain_indexer_cursor').where('chain_id', '=', String(CHAIN_ID)).execute();
      expect(await indexBatch(subscription, [...firstBatch, ...secondBatch])).toBe(secondBatch.length);
      expect(await indexBatch(subscription, secondBatch)).toBe(0);
    });
    expect(batchTables).toEqual(perLogTables);
    expect(batchTables.logs).toBe(firstBatch.length + secondBatch.length);
  });

  it('reverts a batch applied at once back to the figures of the fork block, as log by log', async () => {
    const expected = await bothPaths(async (subscription) => {
      await indexBatch(
        subscription,
        firstBatch.filter((log) => log.blockNumber <= 11n),
      );
    });
    const { batchTables, perLogTables } = await bothPaths(async (subscription) => {
      await indexBatch(subscription, firstBatch);
      await indexBatch(subscription, secondBatch);
      expect(await reorgBelow(subscription, 11)).toBe(
        [...firstBatch, ...secondBatch].filter((log) => log.blockNumber > 11n).length,
      );
    });
    expect(batchTables).toEqual(perLogTables);
    // The tables of a chain that never went past block 11: continents 4 and 26, pledged only
    // above it, have no row again (the reorg matrix found them kept at 0).
    expect(batchTables).toEqual(expected.batchTables);
    expect(batchTables.positions).toEqual([
      { address: A, continent: 2, amount: '10' },
      { address: B, continent: 1, amount: '100' },
      { address: C, continent: 3, amount: '5' },
    ]);
  });

  it('refuses a run whose revert would leave a negative stake, and writes nothing of it', async () => {
    const underflow = move(20, A, 5, 9n, 3n); // Staked 9 yet only 3 after: before would be -6
    await expect(batched.revertBatch?.(database.db, [underflow])).rejects.toThrow(/would be -6/);
    expect(await tables()).toMatchObject({ positions: [], continents: [], holders: [] });
  });

  it('keeps the last figure of each position when a run holds hundreds of logs', async () => {
    // 40 wallets × 7 continents (280 positions), some moved twice: the last newStake wins.
    const logs = Array.from({ length: 400 }, (_, i) =>
      move(
        30 + Math.floor(i / 150),
        `0x${(i % 40).toString(16).padStart(40, 'e')}`,
        (i % 7) + 1,
        1n,
        BigInt(1 + Math.floor(i / 50)),
      ),
    );
    const { batchTables, perLogTables } = await bothPaths((subscription) => indexBatch(subscription, logs));
    expect(batchTables).toEqual(perLogTables);
    expect(batchTables.positions).toHaveLength(280);
    const summed = await sql<{
      total: string;
    }>`select sum(total)::text as total from staking_continent`.execute(database.db);
    expect(summed.rows[0]?.total).toBe(
      String(batchTables.positions.reduce((sum, row) => sum + BigInt(row.amount), 0n)),
    );
  });
});
