import { type Kysely, type Selectable, sql, type UpdateObject } from 'kysely';
import type { Hex, LocalAccount } from 'viem';
import type { Database } from '../../db/schema';
import { holdReason } from '../../lib/contractHolds';
import { createPollingLoop, type PollingWorker } from '../../lib/pollingWorker';
import { dueForSending, msAgo } from '../../lib/sendQueue';
import { sendRecorded } from '../../lib/signedTransactions';
import type { RelayerMessage, RelayerRoute } from './route';
import type { RelayerMessageTable } from './tables';
import type { TargetChain } from './targetChain';

type Row = Selectable<RelayerMessageTable>;

interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface RelayerWorkerOptions {
  db: Kysely<Database>;
  routes: readonly RelayerRoute[];
  /** The EIP-712 signer (SIGNER_PRIVATE_KEY). */
  signer: LocalAccount;
  /** The target chain of each transaction route, by chain id. */
  targets: ReadonlyMap<number, TargetChain>;
  logger: WorkerLogger;
  intervalMs: number;
  /** A 'sent' lease older than this is taken over (its worker is presumed gone). */
  staleAfterMs: number;
  /** Runs on the leader of its lease only: orphaned sends are resumed at once (lib/sendQueue.ts). */
  exclusive?: boolean;
  /** A 'failed' message waits this long before its next attempt. */
  retryAfterMs?: number;
  /**
   * A 'held' message (the gateway refused it by its rules) is simulated again after this long:
   * no transaction is sent until the simulation passes, and the alert is not repeated.
   */
  heldRecheckMs?: number;
  batchLimit?: number;
}

export interface RelayerRunReport {
  delivered: number;
  /** Delivered on chain before this attempt (a crash after sending, another worker, anyone). */
  alreadyDelivered: number;
  signed: number;
  failed: number;
  /** The lease was taken over meanwhile; the other worker finishes it. */
  lost: number;
  /** Refused by the target gateway's rules (paused, over a daily limit): held. */
  held: number;
}

export type RelayerWorker = PollingWorker<RelayerRunReport>;

const DEFAULT_RETRY_AFTER_MS = 10_000;
const DEFAULT_HELD_RECHECK_MS = 60_000;
const DEFAULT_BATCH_LIMIT = 100;
const MAX_ERROR_LENGTH = 500;

type Outcome = 'delivered' | 'alreadyDelivered' | 'signed' | 'lost';

const messageOf = (row: Row): RelayerMessage => ({
  route: row.route,
  nonce: row.nonce,
  payload: row.payload,
});

/**
 * Delivers relayer messages exactly once, across duplicate events, restarts and several workers:
 * 1. a short transaction leases one due message (FOR UPDATE SKIP LOCKED → 'sent', attempts + 1);
 * 2. the target contract is asked whether the nonce is used: if so → 'delivered', nothing sent;
 * 3. a transaction hash an earlier attempt recorded is followed (mined → delivered; pending →
 *    awaited; unknown → signed again);
 * 4. otherwise the message is signed (EIP-712), the delivery transaction signed, its hash recorded
 *    (fenced by attempts), then broadcast and awaited.
 * No database transaction spans a chain call; the contract refuses a used nonce, so even two
 * racing transactions deliver once. Signature routes stop at 'signed' (the user submits it).
 */
export function createRelayerWorker(options: RelayerWorkerOptions): RelayerWorker {
  const { db, signer, logger } = options;
  const routes = new Map(options.routes.map((route) => [route.name, route]));
  const delayed = options.routes
    .filter((route) => (route.delaySeconds ?? 0) > 0)
    .map((route) => ({ name: route.name, delaySeconds: route.delaySeconds ?? 0 }));
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const heldRecheckMs = options.heldRecheckMs ?? DEFAULT_HELD_RECHECK_MS;
  const batchLimit = options.batchLimit ?? DEFAULT_BATCH_LIMIT;

  async function lease(skip: readonly string[]): Promise<Row | undefined> {
    const names = [...routes.keys()];
    if (names.length === 0) return undefined;
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('relayer_message')
        .select(['route', 'nonce'])
        .where('route', 'in', names)
        .where(
          sql<boolean>`(${dueForSending('pending', {
            retryAfterMs,
            staleAfterMs: options.staleAfterMs,
            exclusive: options.exclusive ?? false,
          })} or (status = 'held' and sent_at < ${msAgo(heldRecheckMs)}))`,
        );
      // A checkpointed route's message is due only its delay after the source block's time.
      for (const route of delayed) {
        due = due.where((eb) =>
          eb.or([
            eb('route', '!=', route.name),
            eb(eb.fn.coalesce('source_block_time', 'created_at'), '<=', msAgo(route.delaySeconds * 1000)),
          ]),
        );
      }
      for (const key of skip) {
        const [route, nonce] = key.split('\u0000') as [string, string];
        due = due.where((eb) => eb.not(eb.and([eb('route', '=', route), eb('nonce', '=', nonce)])));
      }
      const row = await due.orderBy('created_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!row) return undefined;
      return trx
        .updateTable('relayer_message')
        .set({ status: 'sent', attempts: sql`attempts + 1`, sent_at: sql`now()` })
        .where('route', '=', row.route)
        .where('nonce', '=', row.nonce)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Updates the message only while this lease is still the current one. */
  async function fenced(row: Row, values: UpdateObject<Database, 'relayer_message'>): Promise<boolean> {
    const result = await db
      .updateTable('relayer_message')
      .set(values)
      .where('route', '=', row.route)
      .where('nonce', '=', row.nonce)
      .where('status', '=', 'sent')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async function markDelivered(row: Row, txHash: string | null, outcome: Outcome): Promise<Outcome> {
    const marked = await fenced(row, {
      status: 'delivered',
      tx_hash: txHash,
      delivered_at: sql`now()`,
      last_error: null,
    });
    if (marked) return outcome;
    // The delivery event may have been indexed meanwhile (deliverySubscription marks it too).
    const current = await db
      .selectFrom('relayer_message')
      .select('status')
      .where('route', '=', row.route)
      .where('nonce', '=', row.nonce)
      .executeTakeFirst();
    return current?.status === 'delivered' ? outcome : 'lost';
  }

  async function settle(row: Row): Promise<Outcome> {
    const route = routes.get(row.route);
    if (!route) throw new Error(`No relayer route ${row.route}`);
    const message = messageOf(row);
    if (route.delivery === 'signature') {
      const signature = await signer.signTypedData(route.typedData(message));
      return (await fenced(row, { status: 'signed', signature, last_error: null })) ? 'signed' : 'lost';
    }
    const target = route.target;
    const chain = target ? options.targets.get(target.chainId) : undefined;
    if (!target || !chain) throw new Error(`Relayer route ${row.route} has no target chain here`);
    if (await target.isDelivered(chain.read, message)) {
      return markDelivered(row, row.tx_hash, 'alreadyDelivered');
    }
    const finish = async (hash: Hex, status: 'success' | 'reverted'): Promise<Outcome> => {
      if (status === 'success') return markDelivered(row, hash, 'delivered');
      // A reverted delivery of a used nonce: another transaction delivered it first.
      if (await target.isDelivered(chain.read, message)) {
        return markDelivered(row, row.tx_hash, 'alreadyDelivered');
      }
      throw new Error(`The delivery transaction ${hash} reverted`);
    };
    if (row.tx_hash) {
      const hash = row.tx_hash as Hex;
      const state = await chain.transactionState(hash);
      if (state === 'success') return finish(hash, state);
      if (state === 'pending') {
        // Awaited, and replaced with higher fees if it sticks (lib/senderGuards.ts).
        const mined = await chain.confirm(hash, (replacement) => fenced(row, { tx_hash: replacement }));
        return mined ? finish(mined.hash, mined.status) : 'lost';
      }
      // 'reverted' (the nonce is unused, checked above: e.g. paused between the simulation and the
      // block) is signed again below, where the simulation names the rule and the message is held;
      // 'unknown': the earlier attempt stopped before broadcasting, or the node dropped it.
    }
    const signature = await signer.signTypedData(route.typedData(message));
    const sent = await sendRecorded({
      sign: () => chain.sign(target.call(message, signature)),
      record: (hash) => fenced(row, { tx_hash: hash, signature }),
      broadcast: chain.broadcast,
      transactionState: chain.transactionState,
    });
    if (!sent) return 'lost';
    const mined = await chain.confirm(sent, (replacement) => fenced(row, { tx_hash: replacement }));
    return mined ? finish(mined.hash, mined.status) : 'lost';
  }

  async function runOnce(): Promise<RelayerRunReport> {
    const report: RelayerRunReport = {
      delivered: 0,
      alreadyDelivered: 0,
      signed: 0,
      failed: 0,
      lost: 0,
      held: 0,
    };
    const seen: string[] = [];
    while (seen.length < batchLimit && !loop.stopped) {
      const row = await lease(seen);
      if (!row) break;
      seen.push(`${row.route}\u0000${row.nonce}`);
      try {
        const outcome = await settle(row);
        report[outcome] += 1;
        if (outcome !== 'lost') {
          logger.info({ route: row.route, nonce: row.nonce, outcome }, 'Relayer message handled');
        }
      } catch (error) {
        const reason = holdReason(error);
        if (reason) {
          // The gateway's own rule, not a fault: held, never failed. The alert goes out when it is
          // first held (or held for another rule), not on every re-check.
          if (await fenced(row, { status: 'held', last_error: reason })) {
            report.held += 1;
            const rule = (text: string | null) => text?.split('(')[0];
            if (rule(row.last_error) !== rule(reason)) {
              logger.warn(
                { route: row.route, nonce: row.nonce, reason, alert: true },
                'Relayer delivery held: the target gateway refuses it (paused or over its daily limit) until the governance acts or the limit refills',
              );
            }
          }
          continue;
        }
        report.failed += 1;
        const text = error instanceof Error ? error.message : String(error);
        await fenced(row, { status: 'failed', last_error: text.slice(0, MAX_ERROR_LENGTH) });
        logger.warn(
          { route: row.route, nonce: row.nonce, attempts: row.attempts, err: error },
          'Relayer delivery failed; it will be retried',
        );
      }
    }
    return report;
  }

  const loop = createPollingLoop({
    runOnce,
    intervalMs: options.intervalMs,
    logger,
    name: 'Relayer',
  });
  return { runOnce, wake: loop.wake, start: loop.start, stop: loop.stop };
}
