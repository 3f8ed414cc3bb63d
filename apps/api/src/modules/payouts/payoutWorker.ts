import { type Kysely, type Selectable, sql, type UpdateObject } from 'kysely';
import type { Address, Hex } from 'viem';
import type { Database } from '../../db/schema';
import { holdReason } from '../../lib/contractHolds';
import { createPollingLoop, type PollingWorker } from '../../lib/pollingWorker';
import { dueForSending, msAgo } from '../../lib/sendQueue';
import { sendRecorded } from '../../lib/signedTransactions';
import { assetKey, type PayoutAsset } from './payers';
import type { PayoutChain } from './payoutChain';
import type { PayoutTable } from './tables';

type Payout = Selectable<PayoutTable>;

/** One asset this worker pays, and the chain side of its payout contract. */
export interface WorkerPayer {
  readonly asset: PayoutAsset;
  readonly chain: PayoutChain;
}

interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PayoutWorkerOptions {
  db: Kysely<Database>;
  /** The assets this worker pays; payouts of other assets are left to instances that pay them. */
  payers: readonly WorkerPayer[];
  logger: WorkerLogger;
  /** Poll period between runs (a claim also wakes the worker at once). */
  intervalMs: number;
  /**
   * A payout 'sent' longer ago than this is taken over: its worker is presumed dead. A live
   * worker that lost its lease is fenced off by `attempts`, and the payout contract pays an id once.
   */
  staleAfterMs?: number;
  /** Runs on the leader of its lease only: orphaned sends are resumed at once (lib/sendQueue.ts). */
  exclusive?: boolean;
  /** A 'failed' payout waits this long before its next attempt. */
  retryAfterMs?: number;
  /** Most payouts handled by one run, so a run ends even with a long queue. */
  batchLimit?: number;
  /**
   * A reorg may remove a mined pay(): each paid payout is checked on chain once, when it is this
   * old (past the reorg depth the networks' confirmations allow for), and paid again if the chain
   * no longer shows it paid (the contract pays an id once).
   */
  reorgCheckAfterMs?: number;
  /** A new leader checks the payouts paid this far back, whoever led then. */
  reorgWindowMs?: number;
  /** How often the paid payouts are looked at for that check. */
  recheckEveryMs?: number;
  /** How often held payouts are compared with their contract's rules (pause, maximum, daily limit). */
  heldRecheckMs?: number;
}

export interface PayoutRunReport {
  paid: number;
  /**
   * Paid by a transaction this attempt did not send (a crashed predecessor's, mined before or
   * while this attempt looks, or another worker's): nothing sent.
   */
  alreadyPaid: number;
  failed: number;
  /** The lease was taken over by another worker mid-way; it finishes the payout. */
  lost: number;
  /** Paid payouts whose transaction a reorg removed: queued to be paid again. */
  requeued: number;
  /** Refused by the contract's rules (paused, above the maximum, beyond the daily limit): held. */
  held: number;
  /** Held payouts the contract now takes: queued again. */
  released: number;
}

/** A pass that did nothing; each pass counts up from it. */
export function emptyRunReport(): PayoutRunReport {
  return { paid: 0, alreadyPaid: 0, failed: 0, lost: 0, requeued: 0, held: 0, released: 0 };
}

/** runOnce handles the due payouts one by one until none is left (or batchLimit). */
export type PayoutWorker = PollingWorker<PayoutRunReport>;

const DEFAULT_STALE_AFTER_MS = 10 * 60_000;
const DEFAULT_RETRY_AFTER_MS = 30_000;
const DEFAULT_BATCH_LIMIT = 100;
const DEFAULT_REORG_CHECK_AFTER_MS = 15 * 60_000;
const DEFAULT_REORG_WINDOW_MS = 60 * 60_000;
const DEFAULT_RECHECK_EVERY_MS = 30_000;
const DEFAULT_HELD_RECHECK_MS = 30_000;
const MAX_ERROR_LENGTH = 500;

type Outcome = 'paid' | 'alreadyPaid' | 'lost';

/**
 * Pays queued payouts on chain, exactly once, with several workers and crashes:
 * 1. a short transaction leases one due payout of an asset it pays (FOR UPDATE SKIP LOCKED →
 *    'sent', attempts + 1);
 * 2. if the payout contract already shows it paid, it is marked paid without sending;
 * 3. if an earlier attempt left a transaction hash the node knows, that transaction is awaited;
 * 4. otherwise pay() is signed, its hash recorded (fenced by attempts), then broadcast and awaited.
 * No database transaction is open during a chain call. The contract refuses a second pay() of
 * an id, so even two transactions racing cannot pay twice; the database only follows the chain.
 */
export function createPayoutWorker(options: PayoutWorkerOptions): PayoutWorker {
  const { db, logger } = options;
  const chains = new Map(options.payers.map((payer) => [assetKey(payer.asset), payer.chain]));
  const chainOf = (payout: Payout): PayoutChain => {
    const chain = chains.get(assetKey(payout));
    // lease() only picks payouts of the payers' assets.
    if (!chain) throw new Error(`No payer for ${payout.token} on ${payout.network}`);
    return chain;
  };
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const batchLimit = options.batchLimit ?? DEFAULT_BATCH_LIMIT;
  const reorgWindowMs = options.reorgWindowMs ?? DEFAULT_REORG_WINDOW_MS;
  const recheckEveryMs = options.recheckEveryMs ?? DEFAULT_RECHECK_EVERY_MS;
  const reorgCheckAfterMs = options.reorgCheckAfterMs ?? DEFAULT_REORG_CHECK_AFTER_MS;
  const heldRecheckMs = options.heldRecheckMs ?? DEFAULT_HELD_RECHECK_MS;
  let lastRecheck = Number.NEGATIVE_INFINITY;
  let lastHeldRecheck = Number.NEGATIVE_INFINITY;
  /** paid_at of the newest payout checked: each payout is read on chain once, not every run. */
  let checkedThrough: Date | undefined;

  async function lease(skip: readonly string[]): Promise<Payout | undefined> {
    if (options.payers.length === 0) return undefined;
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('payout')
        .select('id')
        .where((eb) =>
          eb.or(
            options.payers.map(({ asset }) =>
              eb.and([eb('network', '=', asset.network), eb('token', '=', asset.token)]),
            ),
          ),
        )
        .where(
          dueForSending('queued', { retryAfterMs, staleAfterMs, exclusive: options.exclusive ?? false }),
        );
      if (skip.length > 0) due = due.where('id', 'not in', [...skip]);
      const row = await due.orderBy('created_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!row) return undefined;
      return trx
        .updateTable('payout')
        .set({ status: 'sent', attempts: sql`attempts + 1`, sent_at: sql`now()` })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Updates the payout only while this lease is still the current one. */
  async function fenced(payout: Payout, values: UpdateObject<Database, 'payout'>): Promise<boolean> {
    const result = await db
      .updateTable('payout')
      .set(values)
      .where('id', '=', payout.id)
      .where('status', '=', 'sent')
      .where('attempts', '=', payout.attempts)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async function markPaid(payout: Payout, txHash: string | null): Promise<Outcome> {
    const marked = await fenced(payout, {
      status: 'paid',
      tx_hash: txHash,
      paid_at: sql`now()`,
      last_error: null,
    });
    return marked ? 'paid' : 'lost';
  }

  async function finish(payout: Payout, hash: Hex, receipt: 'success' | 'reverted'): Promise<Outcome> {
    if (receipt === 'success') return markPaid(payout, hash);
    // A reverted pay() of an id that is paid means another transaction paid it first.
    if (await chainOf(payout).isPaid(payout.id as Hex)) {
      return (await markPaid(payout, payout.tx_hash)) === 'paid' ? 'alreadyPaid' : 'lost';
    }
    throw new Error(`pay() reverted in transaction ${hash}`);
  }

  async function settle(payout: Payout): Promise<Outcome> {
    const id = payout.id as Hex;
    const chain = chainOf(payout);
    if (await chain.isPaid(id)) {
      return (await markPaid(payout, payout.tx_hash)) === 'paid' ? 'alreadyPaid' : 'lost';
    }
    if (payout.tx_hash) {
      const hash = payout.tx_hash as Hex;
      const state = await chain.transactionState(hash);
      // An earlier attempt's transaction pays it, mined before or while this attempt looks:
      // this worker sent nothing, so it is counted (and logged) as already paid, never as its own.
      // 'reverted' (the id is unpaid, checked above: e.g. paused between the simulation and the
      // block) is signed again below, where the simulation names the rule and the payout is held;
      // 'pending' is awaited, and replaced with higher fees if it sticks (lib/senderGuards.ts).
      const mined =
        state === 'success'
          ? { hash, status: state }
          : state === 'pending'
            ? await chain.confirm(hash, (replacement) => fenced(payout, { tx_hash: replacement }))
            : null;
      if (mined === undefined) return 'lost';
      if (mined) {
        const outcome = await finish(payout, mined.hash, mined.status);
        return outcome === 'paid' ? 'alreadyPaid' : outcome;
      }
      // 'unknown': the earlier attempt stopped before broadcasting, or the node dropped it.
    }
    const sent = await sendRecorded({
      sign: () => chain.signPay(id, payout.recipient as Address, BigInt(payout.amount)),
      record: (hash) => fenced(payout, { tx_hash: hash }),
      broadcast: chain.broadcast,
      transactionState: chain.transactionState,
    });
    if (!sent) return 'lost';
    // Awaited, and replaced with higher fees (same nonce, recorded first) if it sticks pending.
    const mined = await chain.confirm(sent, (replacement) => fenced(payout, { tx_hash: replacement }));
    return mined ? finish(payout, mined.hash, mined.status) : 'lost';
  }

  /**
   * Issue 29: a pay() mined and then removed by a reorg leaves a 'paid' row the chain no longer
   * shows paid. Such a payout goes back to the queue (fenced by attempts, so a concurrent change
   * wins) and is paid again below; if the old transaction is mined again meanwhile, the second
   * pay() reverts and the payout is found paid.
   */
  async function requeueReorgedPayouts(): Promise<number> {
    if (Date.now() - lastRecheck < recheckEveryMs || options.payers.length === 0) return 0;
    lastRecheck = Date.now();
    const settled = await db
      .selectFrom('payout')
      .selectAll()
      .where('status', '=', 'paid')
      .where('paid_at', '>', checkedThrough ?? msAgo(reorgWindowMs))
      .where('paid_at', '<=', msAgo(reorgCheckAfterMs))
      .where((eb) =>
        eb.or(
          options.payers.map(({ asset }) =>
            eb.and([eb('network', '=', asset.network), eb('token', '=', asset.token)]),
          ),
        ),
      )
      .orderBy('paid_at')
      .limit(batchLimit)
      .execute();
    let requeued = 0;
    for (const payout of settled) {
      const stillPaid = await chainOf(payout).isPaid(payout.id as Hex);
      if (payout.paid_at) checkedThrough = payout.paid_at;
      if (stillPaid) continue;
      const result = await db
        .updateTable('payout')
        .set({ status: 'queued', paid_at: null, last_error: `pay() ${payout.tx_hash} removed by a reorg` })
        .where('id', '=', payout.id)
        .where('status', '=', 'paid')
        .where('attempts', '=', payout.attempts)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) continue;
      requeued++;
      logger.warn(
        { payoutId: payout.id, txHash: payout.tx_hash, network: payout.network, alert: true },
        'A reorg removed a paid payout; it is paid again',
      );
    }
    return requeued;
  }

  /**
   * Issue 41: held payouts go back to the queue once their contract would take them — unpaused,
   * within the maximum, within what the rolling daily limit allows now (oldest first, each counted
   * against what is left) — so each completes once, through the normal path, after the governance
   * lifts the rule. Read every `heldRecheckMs`; nothing is sent while a payout is held.
   */
  async function releaseHeldPayouts(): Promise<number> {
    if (Date.now() - lastHeldRecheck < heldRecheckMs) return 0;
    lastHeldRecheck = Date.now();
    let released = 0;
    for (const { asset, chain } of options.payers) {
      const held = await db
        .selectFrom('payout')
        .selectAll()
        .where('status', '=', 'held')
        .where('network', '=', asset.network)
        .where('token', '=', asset.token)
        .orderBy('created_at')
        .limit(batchLimit)
        .execute();
      if (held.length === 0) continue;
      const limits = await chain.limits();
      if (limits.paused) continue;
      let available = limits.availableToday;
      for (const payout of held) {
        const amount = BigInt(payout.amount);
        if (amount > limits.maxPerPayout || amount > available) continue;
        const result = await db
          .updateTable('payout')
          .set({ status: 'queued', last_error: null })
          .where('id', '=', payout.id)
          .where('status', '=', 'held')
          .where('attempts', '=', payout.attempts)
          .executeTakeFirst();
        if (result.numUpdatedRows !== 1n) continue;
        available -= amount;
        released++;
        logger.info(
          { payoutId: payout.id, network: payout.network, token: payout.token, amount: payout.amount },
          'Held payout released: its contract takes it now',
        );
      }
    }
    return released;
  }

  async function runOnce(): Promise<PayoutRunReport> {
    const report = emptyRunReport();
    try {
      report.requeued = await requeueReorgedPayouts();
    } catch (error) {
      // An RPC failing now must not hold up the queue; the same payouts are checked next time.
      logger.warn({ err: error }, 'Checking paid payouts for reorgs failed; it is retried');
    }
    try {
      report.released = await releaseHeldPayouts();
    } catch (error) {
      logger.warn({ err: error }, 'Checking held payouts failed; it is retried');
    }
    const seen: string[] = [];
    while (seen.length < batchLimit && !loop.stopped) {
      const payout = await lease(seen);
      if (!payout) break;
      seen.push(payout.id);
      try {
        const outcome = await settle(payout);
        report[outcome] += 1;
        if (outcome !== 'lost') {
          logger.info(
            {
              payoutId: payout.id,
              recipient: payout.recipient,
              network: payout.network,
              token: payout.token,
              purpose: payout.purpose,
              amount: payout.amount,
              outcome,
            },
            'Payout paid',
          );
        }
      } catch (error) {
        const reason = holdReason(error);
        if (reason) {
          // The contract's own rule, not a fault: no timer retries it and it is not failed. The
          // alert goes out once, here; releaseHeldPayouts queues it again when the rule allows.
          if (await fenced(payout, { status: 'held', last_error: reason })) {
            report.held += 1;
            logger.warn(
              {
                payoutId: payout.id,
                network: payout.network,
                token: payout.token,
                amount: payout.amount,
                reason,
                alert: true,
              },
              'Payout held: the payout contract refuses it (paused or over a limit) until the governance acts or the limit refills',
            );
          }
          continue;
        }
        report.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        await fenced(payout, { status: 'failed', last_error: message.slice(0, MAX_ERROR_LENGTH) });
        logger.warn(
          { payoutId: payout.id, attempts: payout.attempts, err: error },
          'Payout failed; it will be retried',
        );
      }
    }
    return report;
  }

  const loop = createPollingLoop({
    runOnce,
    intervalMs: options.intervalMs,
    logger,
    name: 'Payout',
  });
  return { runOnce, wake: loop.wake, start: loop.start, stop: loop.stop };
}
