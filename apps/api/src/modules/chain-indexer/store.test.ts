import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import type { Kysely } from 'kysely';
import { erc20Abi, zeroAddress } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import type { Database } from '../../db/schema';
import { handOver, insertNewLogs, runsBySubscription, type SubscribedLog } from './store';
import { indexedLog } from './testing';
import type { IndexedLog, IndexerSubscription } from './types';

const CHAIN_ID = 42_424;

const logAt = (blockNumber: number, logIndex: number) =>
  indexedLog(
    erc20Abi,
    'Transfer',
    { from: zeroAddress, to: '0x0000000000000000000000000000000000000abc', value: BigInt(logIndex) },
    { chainId: CHAIN_ID, blockNumber: BigInt(blockNumber), logIndex },
  );

type Call = { kind: 'apply' | 'revert' | 'applyBatch' | 'revertBatch'; subscription: string; logs: number[] };

/** A subscription that only records how it was called (per log, or per run when `batched`). */
function recordingSubscription(name: string, calls: Call[], batched: boolean): IndexerSubscription {
  const record = (kind: Call['kind'], logs: readonly IndexedLog[]) => {
    calls.push({ kind, subscription: name, logs: logs.map((log) => log.logIndex) });
    return Promise.resolve();
  };
  return {
    name,
    chainId: CHAIN_ID,
    address: '0x2222222222222222222222222222222222222222',
    abi: a2zAbi,
    startBlock: 0n,
    apply: (_trx, log) => record('apply', [log]),
    revert: (_trx, log) => record('revert', [log]),
    ...(batched
      ? {
          applyBatch: (_trx: Kysely<Database>, logs: readonly IndexedLog[]) => record('applyBatch', logs),
          revertBatch: (_trx: Kysely<Database>, logs: readonly IndexedLog[]) => record('revertBatch', logs),
        }
      : {}),
  };
}

describe('runsBySubscription', () => {
  it('cuts the logs into runs of consecutive logs of one subscription, keeping their order', () => {
    const calls: Call[] = [];
    const a = recordingSubscription('a', calls, true);
    const b = recordingSubscription('b', calls, false);
    const logs = [a, a, b, a, b, b].map((subscription, i) => ({ subscription, log: logAt(1, i) }));
    expect(
      runsBySubscription(logs).map((run) => [
        run[0]?.subscription.name,
        run.map((entry) => entry.log.logIndex),
      ]),
    ).toEqual([
      ['a', [0, 1]],
      ['b', [2]],
      ['a', [3]],
      ['b', [4, 5]],
    ]);
    expect(runsBySubscription([])).toEqual([]);
  });
});

describe.each(testDatabases())('chain indexer store on $name', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('chain_indexer_log').where('chain_id', '=', String(CHAIN_ID)).execute();
  });

  const storedLogs = async () =>
    (
      await database.db
        .selectFrom('chain_indexer_log')
        .select(['subscription', 'log_index', 'args'])
        .where('chain_id', '=', String(CHAIN_ID))
        .orderBy('subscription')
        .orderBy('log_index')
        .execute()
    ).map((row) => `${row.subscription}:${row.log_index}:${row.args.value}`);

  it('inserts log rows in multi-row statements and returns exactly the new ones, once, in order', async () => {
    const calls: Call[] = [];
    const a = recordingSubscription('a', calls, true);
    const b = recordingSubscription('b', calls, false);
    const entry = (subscription: IndexerSubscription, block: number, index: number): SubscribedLog => ({
      subscription,
      log: logAt(block, index),
    });

    const first = [entry(a, 1, 0), entry(b, 1, 0), entry(a, 1, 1), entry(a, 2, 2)];
    // Two rows per statement: the rows cross statement boundaries.
    const inserted = await database.db.transaction().execute((trx) => insertNewLogs(trx, first, 2));
    expect(inserted).toEqual(first);

    // Delivered again with new logs between, one of them twice: only the new ones, each once.
    const again = [
      entry(a, 1, 0),
      entry(b, 1, 1),
      entry(b, 1, 0),
      entry(a, 1, 1),
      entry(b, 1, 1),
      entry(a, 2, 2),
      entry(a, 3, 3),
    ];
    const second = await database.db.transaction().execute((trx) => insertNewLogs(trx, again, 2));
    expect(second).toEqual([entry(b, 1, 1), entry(a, 3, 3)]);
    expect(await storedLogs()).toEqual(['a:0:0', 'a:1:1', 'a:2:2', 'a:3:3', 'b:0:0', 'b:1:1']);

    // Everything stored already: nothing to apply, at the default chunk size too.
    expect(await database.db.transaction().execute((trx) => insertNewLogs(trx, again))).toEqual([]);
    // Args come back exactly as given (jsonb).
    const row = await database.db
      .selectFrom('chain_indexer_log')
      .select(['args', 'block_number', 'block_hash', 'block_time', 'address', 'event_name'])
      .where('chain_id', '=', String(CHAIN_ID))
      .where('subscription', '=', 'a')
      .where('log_index', '=', 3)
      .executeTakeFirstOrThrow();
    const log = logAt(3, 3);
    expect(row).toEqual({
      args: log.args,
      block_number: '3',
      block_hash: log.blockHash,
      block_time: String(log.blockTime),
      address: log.address,
      event_name: 'Transfer',
    });
  });

  it('rolls its rows back with the transaction: a failed batch leaves them to be inserted again', async () => {
    const calls: Call[] = [];
    const a = recordingSubscription('a', calls, true);
    const logs = [0, 1, 2].map((i) => ({ subscription: a, log: logAt(5, i) }));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await insertNewLogs(trx, logs, 2);
        throw new Error('apply failed');
      }),
    ).rejects.toThrow('apply failed');
    expect(await storedLogs()).toEqual([]);
    expect(await database.db.transaction().execute((trx) => insertNewLogs(trx, logs, 2))).toEqual(logs);
  });

  it('hands each run to applyBatch/revertBatch when the subscription has them, else log by log', async () => {
    const calls: Call[] = [];
    const a = recordingSubscription('a', calls, true);
    const b = recordingSubscription('b', calls, false);
    const logs = [a, a, b, b, a, a, a].map((subscription, i) => ({ subscription, log: logAt(1, i) }));
    await handOver(database.db, logs, 'apply');
    expect(calls).toEqual([
      { kind: 'applyBatch', subscription: 'a', logs: [0, 1] },
      { kind: 'apply', subscription: 'b', logs: [2] },
      { kind: 'apply', subscription: 'b', logs: [3] },
      { kind: 'applyBatch', subscription: 'a', logs: [4, 5, 6] },
    ]);
    calls.length = 0;
    await handOver(database.db, [...logs].reverse(), 'revert');
    expect(calls).toEqual([
      { kind: 'revertBatch', subscription: 'a', logs: [6, 5, 4] },
      { kind: 'revert', subscription: 'b', logs: [3] },
      { kind: 'revert', subscription: 'b', logs: [2] },
      { kind: 'revertBatch', subscription: 'a', logs: [1, 0] },
    ]);
  });
});
