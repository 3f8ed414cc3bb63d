import { type Kysely, sql, type Transaction } from 'kysely';
import type { Address, Hex } from 'viem';
import { chunks } from '../../db/chunks';
import { jsonRows } from '../../db/jsonRows';
import type { Database } from '../../db/schema';
import type { CursorState, Cursors } from './plan';
import type { IndexedLog, IndexerSubscription } from './types';

/**
 * The indexer's database side. Every write runs in ONE transaction that first takes the chain's
 * advisory lock and then checks that the cursors are still those the pass read before its RPC
 * calls (compare-and-set): a pass working from stale state writes nothing.
 */

/** First key of the two-int advisory lock: this module's namespace ('KIDX'). */
export const CHAIN_INDEXER_LOCK_NAMESPACE = 0x4b494458;

/**
 * Second key: the chain id within this database schema, so two deployments in one PostgreSQL
 * database (schemas `staging` and `public`, or parallel test schemas) never wait on each other's
 * indexer; PostgreSQL's advisory locks are per database, not per schema.
 */
export function chainLockKey(chainId: number) {
  return sql<number>`hashtext(current_schema() || '/' || ${String(chainId)})`;
}

/** Takes the chain's transaction-scoped advisory lock; false when another session holds it. */
export async function tryChainLock(trx: Transaction<Database>, chainId: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(${CHAIN_INDEXER_LOCK_NAMESPACE}::int4, ${chainLockKey(chainId)}) as locked
  `.execute(trx);
  return rows[0]?.locked === true;
}

export async function loadCursors(
  db: Kysely<Database>,
  chainId: number,
  names: readonly string[],
): Promise<Map<string, CursorState>> {
  const rows = await db
    .selectFrom('chain_indexer_cursor')
    .select(['subscription', 'address', 'block_number', 'block_hash'])
    .where('chain_id', '=', String(chainId))
    .where('subscription', 'in', names)
    .execute();
  return new Map(
    rows.map((row) => [
      row.subscription,
      {
        block: BigInt(row.block_number),
        hash: row.block_hash as Hex | null,
        address: row.address as Address,
      },
    ]),
  );
}

export interface StoredBlock {
  readonly number: bigint;
  readonly hash: Hex;
}

/** Stored block hashes below `below` (all when undefined), highest first. */
export async function storedBlocks(
  db: Kysely<Database>,
  chainId: number,
  options: { below?: bigint; limit: number },
): Promise<StoredBlock[]> {
  let query = db
    .selectFrom('chain_indexer_block')
    .select(['block_number', 'block_hash'])
    .where('chain_id', '=', String(chainId));
  if (options.below !== undefined) query = query.where('block_number', '<', String(options.below));
  const rows = await query.orderBy('block_number', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({ number: BigInt(row.block_number), hash: row.block_hash as Hex }));
}

function sameCursor(a: CursorState | undefined, b: CursorState | undefined): boolean {
  if (!a || !b) return a === b;
  return a.block === b.block && a.hash === b.hash && a.address === b.address;
}

/** Whether the stored cursors of `names` are exactly `expected` (missing ones included). */
async function cursorsUnchanged(
  trx: Transaction<Database>,
  chainId: number,
  names: readonly string[],
  expected: Cursors,
): Promise<boolean> {
  const current = await loadCursors(trx, chainId, names);
  return names.every((name) => sameCursor(current.get(name), expected.get(name)));
}

export type WriteOutcome<T> =
  | { readonly kind: 'locked' }
  | { readonly kind: 'stale' }
  | ({ readonly kind: 'done' } & T);

export interface SubscribedLog {
  readonly subscription: IndexerSubscription;
  readonly log: IndexedLog;
}

export interface BatchWrite {
  readonly chainId: number;
  /** The cursors of the batch's subscriptions as the pass read them. */
  readonly expected: Cursors;
  readonly group: readonly IndexerSubscription[];
  /** Every subscription of this indexer (the block-hash trim follows the slowest). */
  readonly allNames: readonly string[];
  readonly to: StoredBlock;
  /** Hashes to remember: the batch end, the blocks holding logs, the start anchor. */
  readonly blocks: readonly StoredBlock[];
  /** In chain order. */
  readonly logs: readonly SubscribedLog[];
  /** Keep block hashes this many blocks below the slowest cursor. */
  readonly keepBlocks: number;
}

/**
 * Stores a batch: the new log rows and their subscriptions' apply() together, the block hashes,
 * the cursors moved to `to`, old hashes trimmed — all or nothing. A log already stored is not
 * applied again.
 */
export async function writeBatch(
  db: Kysely<Database>,
  batch: BatchWrite,
): Promise<WriteOutcome<{ readonly applied: number }>> {
  const names = batch.group.map((subscription) => subscription.name);
  return db.transaction().execute(async (trx) => {
    if (!(await tryChainLock(trx, batch.chainId))) return { kind: 'locked' } as const;
    if (!(await cursorsUnchanged(trx, batch.chainId, names, batch.expected)))
      return { kind: 'stale' } as const;
    if (await conflictsWithStoredBlocks(trx, batch.chainId, batch.blocks)) return { kind: 'stale' } as const;

    if (batch.blocks.length > 0) {
      await trx
        .insertInto('chain_indexer_block')
        .values(
          batch.blocks.map((block) => ({
            chain_id: batch.chainId,
            block_number: block.number,
            block_hash: block.hash,
          })),
        )
        .onConflict((oc) => oc.columns(['chain_id', 'block_number']).doNothing())
        .execute();
    }

    const fresh = await insertNewLogs(trx, batch.logs);
    await handOver(trx, fresh, 'apply');

    for (const subscription of batch.group) {
      await trx
        .insertInto('chain_indexer_cursor')
        .values({
          chain_id: batch.chainId,
          subscription: subscription.name,
          address: subscription.address.toLowerCase(),
          block_number: batch.to.number,
          block_hash: batch.to.hash,
        })
        .onConflict((oc) =>
          oc.columns(['chain_id', 'subscription']).doUpdateSet({
            block_number: batch.to.number,
            block_hash: batch.to.hash,
            updated_at: new Date(),
          }),
        )
        .execute();
    }

    await trimBlocks(trx, batch.chainId, batch.allNames, batch.keepBlocks);
    return { kind: 'done', applied: fresh.length } as const;
  });
}

/**
 * Log rows per insert statement: the rows travel as one JSON parameter (`jsonRows`), about twice
 * as fast as one bind parameter per column on PGlite; the cap bounds one statement's size.
 */
export const LOG_ROWS_PER_INSERT = 2_000;

/** chain_indexer_log's columns as insertNewLogs sends them. */
const LOG_ROW_COLUMNS = sql`
  chain_id int8, tx_hash text, log_index int, subscription text, block_number int8, block_hash text,
  block_time int8, address text, event_name text, args jsonb`;

const logKey = (subscription: string, txHash: string, logIndex: number) =>
  `${subscription}:${txHash}:${logIndex}`;

/**
 * Stores the rows of the logs not stored yet, with multi-row `INSERT … ON CONFLICT DO NOTHING
 * RETURNING`, and returns exactly those it inserted, in their order: the logs to apply. A log
 * stored before (or given twice) is returned at most once, so it is applied at most once.
 */
export async function insertNewLogs(
  trx: Kysely<Database>,
  logs: readonly SubscribedLog[],
  rowsPerInsert = LOG_ROWS_PER_INSERT,
): Promise<SubscribedLog[]> {
  const unique = new Map<string, SubscribedLog>();
  for (const entry of logs) {
    const key = logKey(entry.subscription.name, entry.log.txHash, entry.log.logIndex);
    if (!unique.has(key)) unique.set(key, entry);
  }
  const inserted = new Set<string>();
  for (const chunk of chunks([...unique.values()], rowsPerInsert)) {
    const rows = chunk.map(({ subscription, log }) => ({
      chain_id: log.chainId,
      tx_hash: log.txHash,
      log_index: log.logIndex,
      subscription: subscription.name,
      block_number: log.blockNumber.toString(),
      block_hash: log.blockHash,
      block_time: log.blockTime,
      address: log.address,
      event_name: log.eventName,
      args: log.args,
    }));
    const { rows: stored } = await sql<{ subscription: string; tx_hash: string; log_index: number }>`
      insert into chain_indexer_log
        (chain_id, tx_hash, log_index, subscription, block_number, block_hash, block_time, address, event_name, args)
      select chain_id, tx_hash, log_index, subscription, block_number, block_hash, block_time, address, event_name, args
      from ${jsonRows('log', rows, LOG_ROW_COLUMNS)}
      on conflict (chain_id, tx_hash, log_index, subscription) do nothing
      returning subscription, tx_hash, log_index`.execute(trx);
    for (const row of stored) inserted.add(logKey(row.subscription, row.tx_hash, row.log_index));
  }
  return [...unique.entries()].filter(([key]) => inserted.has(key)).map(([, entry]) => entry);
}

/**
 * Hands `logs` to their subscriptions in the given order: each run of consecutive logs of one
 * subscription to its applyBatch / revertBatch when it has one, else log by log — so whatever
 * a subscription implements, every subscription sees the logs in chain order (newest first to
 * revert) and interleaved with the others exactly as they happened.
 */
export async function handOver(
  trx: Kysely<Database>,
  logs: readonly SubscribedLog[],
  direction: 'apply' | 'revert',
): Promise<void> {
  for (const run of runsBySubscription(logs)) {
    const subscription = run[0]!.subscription;
    const runLogs = run.map((entry) => entry.log);
    if (direction === 'apply') {
      if (subscription.applyBatch) await subscription.applyBatch(trx, runLogs);
      else for (const log of runLogs) await subscription.apply(trx, log);
    } else if (subscription.revertBatch) {
      await subscription.revertBatch(trx, runLogs);
    } else {
      for (const log of runLogs) await subscription.revert(trx, log);
    }
  }
}

/** Consecutive logs of the same subscription, in order. */
export function runsBySubscription(logs: readonly SubscribedLog[]): SubscribedLog[][] {
  const runs: SubscribedLog[][] = [];
  for (const entry of logs) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.subscription.name === entry.subscription.name) last.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/** A stored hash at one of these heights that differs: the chain moved under the pass. */
async function conflictsWithStoredBlocks(
  trx: Transaction<Database>,
  chainId: number,
  blocks: readonly StoredBlock[],
): Promise<boolean> {
  if (blocks.length === 0) return false;
  const rows = await trx
    .selectFrom('chain_indexer_block')
    .select(['block_number', 'block_hash'])
    .where('chain_id', '=', String(chainId))
    .where(
      'block_number',
      'in',
      blocks.map((block) => String(block.number)),
    )
    .execute();
  const ours = new Map(blocks.map((block) => [block.number, block.hash]));
  return rows.some((row) => ours.get(BigInt(row.block_number)) !== row.block_hash);
}

async function trimBlocks(
  trx: Transaction<Database>,
  chainId: number,
  names: readonly string[],
  keepBlocks: number,
): Promise<void> {
  const slowest = await trx
    .selectFrom('chain_indexer_cursor')
    .select((eb) => eb.fn.min('block_number').as('block'))
    .where('chain_id', '=', String(chainId))
    .where('subscription', 'in', names)
    .executeTakeFirst();
  if (slowest?.block === null || slowest?.block === undefined) return;
  await trx
    .deleteFrom('chain_indexer_block')
    .where('chain_id', '=', String(chainId))
    .where('block_number', '<', String(BigInt(slowest.block) - BigInt(keepBlocks)))
    .execute();
}

export interface RollbackWrite {
  readonly chainId: number;
  readonly expected: Cursors;
  readonly subscriptions: readonly IndexerSubscription[];
  /** The highest block still on the chain; -1 with a null hash: before the genesis block. */
  readonly fork: { readonly number: bigint; readonly hash: Hex | null };
}

/**
 * Undoes everything above the fork block: revert() for each stored log of our subscriptions,
 * newest first, then their rows, the block hashes above the fork, and the cursors moved back
 * (a cursor below its subscription's start is removed: it starts afresh). One transaction.
 */
export async function writeRollback(
  db: Kysely<Database>,
  rollback: RollbackWrite,
): Promise<WriteOutcome<{ readonly reverted: number }>> {
  const { chainId, fork } = rollback;
  const byName = new Map(rollback.subscriptions.map((subscription) => [subscription.name, subscription]));
  const names = [...byName.keys()];
  return db.transaction().execute(async (trx) => {
    if (!(await tryChainLock(trx, chainId))) return { kind: 'locked' } as const;
    if (!(await cursorsUnchanged(trx, chainId, names, rollback.expected))) return { kind: 'stale' } as const;

    const rows = await trx
      .selectFrom('chain_indexer_log')
      .selectAll()
      .where('chain_id', '=', String(chainId))
      .where('subscription', 'in', names)
      .where('block_number', '>', String(fork.number))
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .orderBy('subscription', 'desc')
      .execute();
    const stored: SubscribedLog[] = [];
    for (const row of rows) {
      const subscription = byName.get(row.subscription);
      if (subscription) stored.push({ subscription, log: logFromRow(row) });
    }
    await handOver(trx, stored, 'revert');
    await trx
      .deleteFrom('chain_indexer_log')
      .where('chain_id', '=', String(chainId))
      .where('subscription', 'in', names)
      .where('block_number', '>', String(fork.number))
      .execute();
    await trx
      .deleteFrom('chain_indexer_block')
      .where('chain_id', '=', String(chainId))
      .where('block_number', '>', String(fork.number))
      .execute();

    for (const subscription of rollback.subscriptions) {
      const cursor = rollback.expected.get(subscription.name);
      if (!cursor || cursor.block <= fork.number) continue;
      if (fork.number < subscription.startBlock - 1n || fork.hash === null) {
        await trx
          .deleteFrom('chain_indexer_cursor')
          .where('chain_id', '=', String(chainId))
          .where('subscription', '=', subscription.name)
          .execute();
      } else {
        await trx
          .updateTable('chain_indexer_cursor')
          .set({ block_number: fork.number, block_hash: fork.hash, updated_at: new Date() })
          .where('chain_id', '=', String(chainId))
          .where('subscription', '=', subscription.name)
          .execute();
      }
    }
    return { kind: 'done', reverted: rows.length } as const;
  });
}

type LogRow = {
  chain_id: string;
  tx_hash: string;
  log_index: number;
  block_number: string;
  block_hash: string;
  block_time: string;
  address: string;
  event_name: string;
  args: IndexedLog['args'];
};

/** A stored log in exactly the shape apply() was given. */
export function logFromRow(row: LogRow): IndexedLog {
  return {
    chainId: Number(row.chain_id),
    blockNumber: BigInt(row.block_number),
    blockHash: row.block_hash as Hex,
    blockTime: Number(row.block_time),
    txHash: row.tx_hash as Hex,
    logIndex: row.log_index,
    address: row.address as Address,
    eventName: row.event_name,
    args: row.args,
  };
}
