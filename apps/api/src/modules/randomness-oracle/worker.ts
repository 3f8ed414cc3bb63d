import { randomBytes } from 'node:crypto';
import { type Kysely, type Selectable, sql, type UpdateObject } from 'kysely';
import { type Hex, keccak256 } from 'viem';
import type { Database } from '../../db/schema';
import { createPollingLoop, type PollingWorker } from '../../lib/pollingWorker';
import { dueForSending } from '../../lib/sendQueue';
import { sendRecorded } from '../../lib/signedTransactions';
import type { OracleChain } from './oracleChain';
import type { RandomnessRequestTable } from './tables';

type Request = Selectable<RandomnessRequestTable>;

interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OracleWorkerOptions {
  db: Kysely<Database>;
  chain: OracleChain;
  logger: WorkerLogger;
  intervalMs: number;
  /** Unused commitments kept queued on the oracle. */
  commitmentsAhead: number;
  /** A request 'sent' longer ago than this is taken over (its worker is presumed dead). */
  staleAfterMs?: number;
  /** Runs on the leader of its lease only: orphaned sends are resumed at once (lib/sendQueue.ts). */
  exclusive?: boolean;
  /** A 'failed' request waits this long before its next attempt. */
  retryAfterMs?: number;
  batchLimit?: number;
}

export interface OracleRunReport {
  committed: number;
  fulfilled: number;
  /** Fulfilled on chain before this attempt (a crash after sending, another worker): nothing sent. */
  alreadyFulfilled: number;
  failed: number;
  lost: number;
}

export type OracleWorker = PollingWorker<OracleRunReport>;

const DEFAULT_STALE_AFTER_MS = 2 * 60_000;
const DEFAULT_RETRY_AFTER_MS = 15_000;
const DEFAULT_BATCH_LIMIT = 100;
const MAX_ERROR_LENGTH = 500;

type Outcome = 'fulfilled' | 'alreadyFulfilled' | 'lost';

/**
 * The devnet oracle's operator for one chain. Each run:
 * 1. keeps `commitmentsAhead` commitments queued: new seeds are stored ('generated') before
 *    commit(hashes) is sent, then marked 'committed'; generated seeds a crash left behind are
 *    committed (or found on chain) first;
 * 2. fulfils the indexed open requests one at a time, exactly once, like the payout worker: a
 *    short transaction leases a request (FOR UPDATE SKIP LOCKED → 'sent', attempts + 1); if the
 *    oracle already shows it fulfilled it is marked so without sending; if an earlier attempt left
 *    a hash the node knows, that transaction is awaited; otherwise fulfill() is signed, its hash
 *    recorded (fenced by attempts), then broadcast and awaited. The oracle refuses a second
 *    fulfilment, so even racing workers cannot deliver twice.
 */
export function createOracleWorker(options: OracleWorkerOptions): OracleWorker {
  const { db, chain, logger } = options;
  const chainId = String(chain.chainId);
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const batchLimit = options.batchLimit ?? DEFAULT_BATCH_LIMIT;

  async function ensureCommitments(): Promise<number> {
    const leftovers = await db
      .selectFrom('randomness_seed')
      .select('commitment')
      .where('chain_id', '=', chainId)
      .where('status', '=', 'generated')
      .orderBy('created_at')
      .execute();
    const toCommit: Hex[] = [];
    for (const { commitment } of leftovers) {
      if (await chain.isCommitted(commitment as Hex)) await markCommitted([commitment as Hex], null);
      else toCommit.push(commitment as Hex);
    }
    const available = Number(await chain.commitmentsAvailable());
    const missing = options.commitmentsAhead - available - toCommit.length;
    if (missing > 0) {
      const fresh = Array.from({ length: missing }, () => {
        const seed = `0x${randomBytes(32).toString('hex')}` as Hex;
        return { seed, commitment: keccak256(seed) };
      });
      // Stored before anything is sent: a commitment on chain always has its seed here.
      await db
        .insertInto('randomness_seed')
        .values(fresh.map((f) => ({ chain_id: chainId, ...f, status: 'generated' as const })))
        .execute();
      toCommit.push(...fresh.map((f) => f.commitment));
    }
    if (toCommit.length === 0) return 0;
    const hash = await chain.commit(toCommit);
    await markCommitted(toCommit, hash);
    return toCommit.length;
  }

  async function markCommitted(commitments: readonly Hex[], txHash: Hex | null) {
    await db
      .updateTable('randomness_seed')
      .set({ status: 'committed', commit_tx_hash: txHash, committed_at: sql`now()` })
      .where('chain_id', '=', chainId)
      .where('commitment', 'in', [...commitments])
      .execute();
  }

  async function lease(skip: readonly string[]): Promise<Request | undefined> {
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('randomness_request')
        .select('request_id')
        .where('chain_id', '=', chainId)
        .where(
          dueForSending('pending', { retryAfterMs, staleAfterMs, exclusive: options.exclusive ?? false }),
        );
      if (skip.length > 0) due = due.where('request_id', 'not in', [...skip]);
      const row = await due
        .orderBy('requested_at')
        .orderBy('request_id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return undefined;
      return trx
        .updateTable('randomness_request')
        .set({ status: 'sent', attempts: sql`attempts + 1`, sent_at: sql`now()` })
        .where('chain_id', '=', chainId)
        .where('request_id', '=', row.request_id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Updates the request only while this lease is the current one. */
  async function fenced(
    request: Request,
    values: UpdateObject<Database, 'randomness_request'>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('randomness_request')
      .set(values)
      .where('chain_id', '=', chainId)
      .where('request_id', '=', request.request_id)
      .where('status', '=', 'sent')
      .where('attempts', '=', request.attempts)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async function markFulfilled(request: Request, txHash: string | null): Promise<boolean> {
    return fenced(request, {
      status: 'fulfilled',
      tx_hash: txHash,
      fulfilled_at: sql`now()`,
      last_error: null,
    });
  }

  async function finish(request: Request, hash: Hex, receipt: 'success' | 'reverted'): Promise<Outcome> {
    if (receipt === 'success') return (await markFulfilled(request, hash)) ? 'fulfilled' : 'lost';
    if (await chain.isFulfilled(BigInt(request.request_id))) {
      return (await markFulfilled(request, request.tx_hash)) ? 'alreadyFulfilled' : 'lost';
    }
    throw new Error(`fulfill() reverted in transaction ${hash}`);
  }

  async function settle(request: Request): Promise<Outcome> {
    const requestId = BigInt(request.request_id);
    if (await chain.isFulfilled(requestId)) {
      return (await markFulfilled(request, request.tx_hash)) ? 'alreadyFulfilled' : 'lost';
    }
    if (request.tx_hash) {
      const hash = request.tx_hash as Hex;
      const state = await chain.transactionState(hash);
      if (state === 'success' || state === 'reverted') return finish(request, hash, state);
      if (state === 'pending') {
        // Awaited, and replaced with higher fees if it sticks (lib/senderGuards.ts).
        const mined = await chain.confirm(hash, (replacement) => fenced(request, { tx_hash: replacement }));
        return mined ? finish(request, mined.hash, mined.status) : 'lost';
      }
    }
    const seedRow = await db
      .selectFrom('randomness_seed')
      .select('seed')
      .where('chain_id', '=', chainId)
      .where('commitment', '=', request.commitment)
      .executeTakeFirst();
    if (!seedRow) throw new Error(`No stored seed for commitment ${request.commitment}`);
    const seed = seedRow.seed as Hex;
    const sent = await sendRecorded({
      sign: () => chain.signFulfill(requestId, seed),
      record: (hash) => fenced(request, { tx_hash: hash }),
      broadcast: chain.broadcast,
      transactionState: chain.transactionState,
    });
    if (!sent) return 'lost';
    const mined = await chain.confirm(sent, (replacement) => fenced(request, { tx_hash: replacement }));
    return mined ? finish(request, mined.hash, mined.status) : 'lost';
  }

  async function runOnce(): Promise<OracleRunReport> {
    const report: OracleRunReport = { committed: 0, fulfilled: 0, alreadyFulfilled: 0, failed: 0, lost: 0 };
    try {
      report.committed = await ensureCommitments();
    } catch (error) {
      // Requests bound to earlier commitments can still be fulfilled: go on.
      logger.warn({ chainId: chain.chainId, err: error }, 'Randomness commitments could not be topped up');
    }
    const seen: string[] = [];
    while (seen.length < batchLimit && !loop.stopped) {
      const request = await lease(seen);
      if (!request) break;
      seen.push(request.request_id);
      try {
        const outcome = await settle(request);
        report[outcome] += 1;
        if (outcome !== 'lost') {
          logger.info(
            { chainId: chain.chainId, requestId: request.request_id, consumer: request.consumer, outcome },
            'Randomness request fulfilled',
          );
        }
      } catch (error) {
        report.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        await fenced(request, { status: 'failed', last_error: message.slice(0, MAX_ERROR_LENGTH) });
        logger.warn(
          { chainId: chain.chainId, requestId: request.request_id, attempts: request.attempts, err: error },
          'Randomness fulfilment failed; it will be retried',
        );
      }
    }
    return report;
  }

  const loop = createPollingLoop({
    runOnce,
    intervalMs: options.intervalMs,
    logger,
    name: 'Randomness oracle',
    logContext: { chainId: chain.chainId },
  });
  return { runOnce, wake: loop.wake, start: loop.start, stop: loop.stop };
}
