import { rewardPayoutAbi } from '@kingdoms/contracts/generated/abis';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import { sql } from 'kysely';
import { type Address, createTestClient, type Hex, http, parseGwei } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { startFaultProxy } from '../../../test/faultProxy';
import { NO_PAYOUT_LIMIT, type PayoutTestChain, startPayoutChain } from '../../../test/payoutTestChain';
import { waitFor } from '../../../test/waitFor';
import type { AppDatabase } from '../../db/connect';
import { createPayoutChain, type PayoutChain } from './payoutChain';
import { createPayoutWorker, emptyRunReport, type PayoutWorkerOptions } from './payoutWorker';
import { newPayoutId } from './queue';

const UNIT = 10n ** 18n;
const FUNDED = 1_000_000n * UNIT;

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  object: object;
  message: string;
}

function recordingLogger() {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (object: object, message: string) => {
    entries.push({ level, object, message });
  };
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A fresh wallet per test, so balance checks see only that test's payouts. */
const newRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address;

describe.each(
  testDatabases().flatMap((kind) => [
    { ...kind, network: 'polygon' as const },
    { ...kind, network: 'arenaz' as const },
  ]),
)('payouts on the $network anvil ($name)', (kind) => {
  let chain: PayoutTestChain;
  let database: AppDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    [chain, database] = await Promise.all([startPayoutChain(kind.network), kind.open()]);
    await chain.fund(FUNDED);
  });
  afterAll(async () => {
    await database?.close();
    await chain?.stop();
  });
  beforeEach(async () => {
    await sql`truncate payout`.execute(db());
  });

  function payoutChain(rpcUrl = chain.rpcUrl): PayoutChain {
    return createPayoutChain({
      rpcUrl,
      chainId: chain.chainId,
      contract: chain.payout,
      payer: rawKeyAccount(chain.payerKey),
      pollingIntervalMs: 20,
      // A bound only: the take-over test keeps a transaction pending while it checks the nonce,
      // which on a loaded machine has outlasted 10 s ("failed: 1").
      receiptTimeoutMs: 60_000,
    });
  }

  function worker(options: Partial<PayoutWorkerOptions> = {}) {
    return createPayoutWorker({
      db: db(),
      payers: [{ asset: chain.asset, chain: payoutChain() }],
      logger: recordingLogger(),
      intervalMs: 60_000,
      ...options,
    });
  }

  async function queue(to: Address, amount: bigint): Promise<Hex> {
    const id = newPayoutId() as Hex;
    await db()
      .insertInto('payout')
      .values({
        id,
        ...chain.asset,
        recipient: to.toLowerCase(),
        amount,
        purpose: 'staking_reward',
        status: 'queued',
        attempts: 0,
      })
      .execute();
    return id;
  }

  const payout = (id: string) =>
    db().selectFrom('payout').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function payDirectly(id: Hex, to: Address, amount: bigint): Promise<void> {
    const hash = await chain.payer.writeContract({
      address: chain.payout,
      abi: rewardPayoutAbi,
      functionName: 'pay',
      args: [id, to, amount],
    });
    await chain.payer.waitForTransactionReceipt({ hash });
  }

  it('pays a queued payout once: RewardPayout.pay to the address, then status paid with the tx hash', async () => {
    const to = newRecipient();
    const id = await queue(to, 5n * UNIT);
    const report = await worker().runOnce();
    expect(report).toEqual({ ...emptyRunReport(), paid: 1 });

    const row = await payout(id);
    expect(row).toMatchObject({ status: 'paid', attempts: 1, last_error: null });
    expect(row.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(row.paid_at).toBeInstanceOf(Date);
    const receipt = await chain.deployer.getTransactionReceipt({ hash: row.tx_hash as Hex });
    expect(receipt.status).toBe('success');
    expect(await chain.paidEvents(id)).toEqual([{ payoutId: id, to, amount: 5n * UNIT }]);
    expect(await chain.balanceOf(to)).toBe(5n * UNIT);

    expect(await worker().runOnce()).toEqual(emptyRunReport());
    expect(await chain.paidEvents(id)).toHaveLength(1);
  });

  it('marks a payout already paid on chain as paid without sending anything (crash after the send)', async () => {
    const to = newRecipient();
    const id = await queue(to, 3n * UNIT);
    await payDirectly(id, to, 3n * UNIT);
    const nonce = await chain.payerNonce();

    expect(await worker().runOnce()).toEqual({ ...emptyRunReport(), alreadyPaid: 1 });
    expect((await payout(id)).status).toBe('paid');
    expect(await chain.payerNonce()).toBe(nonce);
    expect(await chain.paidEvents(id)).toHaveLength(1);
    expect(await chain.balanceOf(to)).toBe(3n * UNIT);
  });

  it('takes over a payout whose worker died after broadcasting, and waits for that transaction', async () => {
    const to = newRecipient();
    const id = await queue(to, 2n * UNIT);
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) });
    const dead = payoutChain();
    const signed = await dead.signPay(id, to, 2n * UNIT);
    // The dead worker's state: leased, hash recorded, transaction broadcast, never confirmed.
    await db()
      .updateTable('payout')
      .set({ status: 'sent', attempts: 1, tx_hash: signed.hash, sent_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();
    await testClient.setAutomine(false);
    try {
      await dead.broadcast(signed.raw);
      const nonce = await chain.payerNonce();
      const run = worker({ staleAfterMs: 60_000 }).runOnce();
      // The take-over finds the transaction pending and must wait for it rather than sign another.
      await waitFor(
        () => payout(id),
        (row) => row.attempts === 2,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await chain.payerNonce()).toBe(nonce);
      await testClient.mine({ blocks: 1 });
      // The dead worker's transaction paid it, mined while this one waited: nothing of its own
      // was sent, so it counts as already paid, exactly as when it was mined before the take-over.
      expect(await run).toEqual({ ...emptyRunReport(), alreadyPaid: 1 });
    } finally {
      await testClient.setAutomine(true);
    }
    const row = await payout(id);
    expect(row).toMatchObject({ status: 'paid', tx_hash: signed.hash, attempts: 2 });
    expect(await chain.paidEvents(id)).toHaveLength(1);
    expect(await chain.balanceOf(to)).toBe(2n * UNIT);
  });

  it('signs again when the dead worker recorded a hash but never broadcast it, and pays once', async () => {
    const to = newRecipient();
    const id = await queue(to, 4n * UNIT);
    const signed = await payoutChain().signPay(id, to, 4n * UNIT);
    await db()
      .updateTable('payout')
      .set({ status: 'sent', attempts: 1, tx_hash: signed.hash, sent_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();

    const nonce = await chain.payerNonce();
    expect(await worker({ staleAfterMs: 60_000 }).runOnce()).toMatchObject({ paid: 1 });
    const row = await payout(id);
    expect(row.status).toBe('paid');
    // One transaction sent (signing is deterministic: same nonce and fees give the same hash).
    expect(await chain.payerNonce()).toBe(nonce + 1);
    expect((await chain.deployer.getTransactionReceipt({ hash: row.tx_hash as Hex })).status).toBe('success');
    expect(await chain.paidEvents(id)).toHaveLength(1);
    expect(await chain.balanceOf(to)).toBe(4n * UNIT);
  });

  it('leaves a payout another live worker is sending alone (its lease is fresh)', async () => {
    const to = newRecipient();
    const id = await queue(to, 1n * UNIT);
    await db()
      .updateTable('payout')
      .set({ status: 'sent', attempts: 1, sent_at: new Date() })
      .where('id', '=', id)
      .execute();
    expect(await worker({ staleAfterMs: 60_000 }).runOnce()).toEqual(emptyRunReport());
    expect(await chain.paidEvents(id)).toEqual([]);
  });

  it('as the lease holder, resumes a payout its dead predecessor left sent a moment ago, and pays once', async () => {
    // The leader was killed with SIGKILL right after recording the hash and broadcasting: its
    // send is fresh, but no other worker can be sending it while this one holds the lease.
    const to = newRecipient();
    const id = await queue(to, 3n * UNIT);
    const signed = await payoutChain().signPay(id, to, 3n * UNIT);
    await db()
      .updateTable('payout')
      .set({ status: 'sent', attempts: 1, tx_hash: signed.hash, sent_at: new Date() })
      .where('id', '=', id)
      .execute();
    // Whether anvil has mined it by the time the lease holder looks does not change the count:
    // the predecessor's transaction paid it (the waiting case is the take-over test above).
    await payoutChain().broadcast(signed.raw);

    expect(await worker({ staleAfterMs: 3_600_000 }).runOnce()).toMatchObject({ paid: 0 });
    expect(await worker({ staleAfterMs: 3_600_000, exclusive: true }).runOnce()).toMatchObject({
      alreadyPaid: 1,
      failed: 0,
    });
    expect(await payout(id)).toMatchObject({ status: 'paid', tx_hash: signed.hash, attempts: 2 });
    expect(await chain.paidEvents(id)).toHaveLength(1);
    expect(await chain.balanceOf(to)).toBe(3n * UNIT);
  });

  it('two workers running at once pay every payout exactly once', async () => {
    const recipients = Array.from({ length: 6 }, () => newRecipient());
    const ids = await Promise.all(recipients.map((to, i) => queue(to, BigInt(i + 1) * UNIT)));
    const first = worker({ retryAfterMs: 0 });
    const second = worker({ retryAfterMs: 0 });
    // Both share the payer key, so a nonce race may fail one send; the retry then finds it paid or pays it.
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([first.runOnce(), second.runOnce()]);
      const open = await db().selectFrom('payout').select('id').where('status', '<>', 'paid').execute();
      if (open.length === 0) break;
    }
    for (const [i, id] of ids.entries()) {
      expect((await payout(id)).status).toBe('paid');
      expect(await chain.paidEvents(id)).toHaveLength(1);
      expect(await chain.balanceOf(recipients[i] as Address)).toBe(BigInt(i + 1) * UNIT);
    }
  });

  it('pays every payout exactly once through an RPC that fails half the time, answers lost included', async () => {
    // 'lostAnswer': the node got pay() but the worker never hears back; it must find the
    // transaction (recorded hash) or the paid id rather than pay again.
    const proxy = await startFaultProxy(chain.rpcUrl, {
      failureRate: 0.5,
      kinds: ['429', '500', 'drop', 'lostAnswer', 'delay'],
      delayMs: 100,
      seed: 28,
    });
    try {
      const recipients = Array.from({ length: 8 }, () => newRecipient());
      const ids = await Promise.all(recipients.map((to, i) => queue(to, BigInt(i + 1) * UNIT)));
      const flaky = worker({
        retryAfterMs: 0,
        exclusive: true,
        payers: [{ asset: chain.asset, chain: payoutChain(proxy.url) }],
      });
      for (let round = 0; round < 100; round += 1) {
        await flaky.runOnce();
        const open = await db().selectFrom('payout').select('id').where('status', '<>', 'paid').execute();
        if (open.length === 0) break;
      }
      expect(proxy.stats.faults.lostAnswer).toBeGreaterThan(0);
      for (const [i, id] of ids.entries()) {
        expect((await payout(id)).status).toBe('paid');
        expect(await chain.paidEvents(id)).toHaveLength(1);
        expect(await chain.balanceOf(recipients[i] as Address)).toBe(BigInt(i + 1) * UNIT);
      }
    } finally {
      await proxy.stop();
    }
  });

  it('pays again, once, a payout whose pay() a reorg removed', async () => {
    const to = newRecipient();
    const id = await queue(to, 5n * UNIT);
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) });
    const beforePay = await testClient.snapshot();
    const paying = worker({ recheckEveryMs: 0, reorgCheckAfterMs: 0, retryAfterMs: 0 });
    expect(await paying.runOnce()).toMatchObject({ paid: 1, requeued: 0, held: 0, released: 0 });
    expect(await chain.paidEvents(id)).toHaveLength(1);

    // The block with pay() is replaced by a branch without it.
    await testClient.revert({ id: beforePay });
    await testClient.mine({ blocks: 2 });
    expect(await chain.paidEvents(id)).toHaveLength(0);
    expect(await paying.runOnce()).toMatchObject({ requeued: 1 });
    // Anvil may hand the removed pay() back as pending for a while: the worker then awaits it, and
    // pays on a later run if it never comes.
    for (let run = 0; run < 3 && (await payout(id)).status !== 'paid'; run++) await paying.runOnce();
    expect(await payout(id)).toMatchObject({ status: 'paid' });
    expect(await chain.paidEvents(id)).toHaveLength(1);
    expect(await chain.balanceOf(to)).toBe(5n * UNIT);
    // Nothing more to do once the chain shows it paid.
    expect(await paying.runOnce()).toMatchObject({ requeued: 0, paid: 0 });
  });

  /** An admin call on the payout contract (the test chain's deployer is still its admin). */
  async function admin(call: 'pause' | 'unpause' | readonly [bigint, bigint]): Promise<void> {
    const hash = await chain.deployer.writeContract(
      typeof call === 'string'
        ? { address: chain.payout, abi: rewardPayoutAbi, functionName: call }
        : {
            address: chain.payout,
            abi: rewardPayoutAbi,
            functionName: 'setLimits',
            args: [call[0], call[1]],
          },
    );
    await chain.deployer.waitForTransactionReceipt({ hash });
  }

  const alertsOf = (logger: ReturnType<typeof recordingLogger>) =>
    logger.entries.filter((entry) => (entry.object as { alert?: boolean }).alert === true);

  it('holds a payout while the contract is paused (no retry, not failed, one alert) and pays it once after the unpause', async () => {
    const to = newRecipient();
    const logger = recordingLogger();
    const paying = worker({ logger, retryAfterMs: 0, heldRecheckMs: 0 });
    await admin('pause');
    try {
      const id = await queue(to, 2n * UNIT);
      const nonce = await chain.payerNonce();
      expect(await paying.runOnce()).toMatchObject({ held: 1, failed: 0, paid: 0 });
      expect(await payout(id)).toMatchObject({ status: 'held', last_error: 'EnforcedPause()', attempts: 1 });
      expect(alertsOf(logger)).toHaveLength(1);
      expect(alertsOf(logger)[0]?.object).toMatchObject({
        payoutId: id,
        reason: 'EnforcedPause()',
        alert: true,
      });
      // Held: later runs neither lease nor send it, nor alert again.
      for (let run = 0; run < 3; run++) {
        expect(await paying.runOnce()).toMatchObject({ held: 0, released: 0, failed: 0, paid: 0 });
      }
      expect(await payout(id)).toMatchObject({ status: 'held', attempts: 1 });
      expect(alertsOf(logger)).toHaveLength(1);
      expect(await chain.payerNonce()).toBe(nonce);
    } finally {
      await admin('unpause');
    }
    expect(await paying.runOnce()).toMatchObject({ released: 1, paid: 1, held: 0 });
    const [row] = await db().selectFrom('payout').selectAll().execute();
    expect(row).toMatchObject({ status: 'paid', last_error: null, attempts: 2 });
    expect(await chain.paidEvents(row?.id as Hex)).toHaveLength(1);
    expect(await chain.balanceOf(to)).toBe(2n * UNIT);
    expect(await paying.runOnce()).toMatchObject({ released: 0, paid: 0, held: 0 });
  });

  it('holds payouts above the maximum or beyond the daily limit, and pays each once when the limits are raised', async () => {
    const [big, first, second] = [newRecipient(), newRecipient(), newRecipient()];
    const logger = recordingLogger();
    const paying = worker({ logger, retryAfterMs: 0, heldRecheckMs: 0 });
    // A minute on: what earlier tests paid under the huge limit has flowed back, so the low limits
    // below start from nothing spent (the contract keeps spent amounts across a limit change).
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) });
    await testClient.increaseTime({ seconds: 60 });
    await testClient.mine({ blocks: 1 });
    await admin([2n * UNIT, 3n * UNIT]);
    try {
      const bigId = await queue(big, 3n * UNIT);
      const firstId = await queue(first, 2n * UNIT);
      const secondId = await queue(second, 2n * UNIT);
      expect(await paying.runOnce()).toMatchObject({ held: 2, paid: 1, failed: 0 });
      expect(await payout(bigId)).toMatchObject({
        status: 'held',
        last_error: `PayoutAboveMaximum(${3n * UNIT}, ${2n * UNIT})`,
      });
      expect((await payout(secondId)).last_error).toMatch(new RegExp(`^DailyLimitExceeded\\(${2n * UNIT}, `));
      expect((await payout(firstId)).status).toBe('paid');
      expect(alertsOf(logger).map((entry) => (entry.object as { payoutId: string }).payoutId)).toEqual([
        bigId,
        secondId,
      ]);
      // Still over the limits: nothing is released or sent.
      expect(await paying.runOnce()).toMatchObject({ released: 0, paid: 0 });

      await admin([5n * UNIT, 100n * UNIT]);
      const warnings = () => JSON.stringify(logger.entries.filter((entry) => entry.level === 'warn'));
      expect(await paying.runOnce(), warnings()).toMatchObject({ released: 2, paid: 2, held: 0 });
      for (const [id, to, amount] of [
        [bigId, big, 3n * UNIT],
        [firstId, first, 2n * UNIT],
        [secondId, second, 2n * UNIT],
      ] as const) {
        expect((await payout(id)).status).toBe('paid');
        expect(await chain.paidEvents(id)).toHaveLength(1);
        expect(await chain.balanceOf(to)).toBe(amount);
      }
      expect(await paying.runOnce()).toMatchObject({ released: 0, paid: 0 });
    } finally {
      await admin([NO_PAYOUT_LIMIT, NO_PAYOUT_LIMIT]);
    }
  });

  it('replaces a pay() stuck by a base-fee rise: same nonce, fees +12.5 % or more, never above the cap, paid once', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) });
    const to = newRecipient();
    const id = await queue(to, 3n * UNIT);
    const logger = recordingLogger();
    // Below what the raised base fee asks for (about twice 26 gwei), above what it takes to be mined.
    const cap = parseGwei('40');
    const sticky = createPayoutChain({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      contract: chain.payout,
      payer: rawKeyAccount(chain.payerKey),
      pollingIntervalMs: 20,
      receiptTimeoutMs: 30_000,
      guards: { maxFeePerGas: cap, replaceAfterBlocks: 2, logger },
    });
    await test.setAutomine(false);
    try {
      const run = worker({ payers: [{ asset: chain.asset, chain: sticky }], logger }).runOnce();
      // The pay() is signed, recorded and in the pool...
      const first = (
        await waitFor(
          () => payout(id),
          (row) => row.tx_hash !== null,
        )
      ).tx_hash as Hex;
      const sent = await waitFor(
        () => chain.deployer.getTransaction({ hash: first }).catch(() => undefined),
        (transaction) => transaction !== undefined,
      );
      if (!sent) throw new Error('unreachable: waitFor returned no transaction');
      // ...when the base fee jumps far above the fee it offers: the next blocks leave it out. It
      // stays up on every block mined until the replacement: left to fall back (12.5 % a block),
      // it would let the first pay() in after some blocks, which a worker slowed by a loaded
      // machine did not replace in time (the first was mined; no replacement to wait for).
      const replaced = await waitFor(
        async () => {
          await test.setNextBlockBaseFeePerGas({ baseFeePerGas: parseGwei('30') });
          await test.mine({ blocks: 1 });
          return payout(id);
        },
        (row) => row.tx_hash !== first,
        // A bound (the worker's receipt bound): the replacement comes after two blocks.
        30_000,
      );
      await test.mine({ blocks: 1 });
      await test.setAutomine(true);
      expect(await run).toEqual({ ...emptyRunReport(), paid: 1 });

      const row = await payout(id);
      expect(row).toMatchObject({ status: 'paid', attempts: 1, tx_hash: replaced.tx_hash });
      const replacement = await chain.deployer.getTransaction({ hash: replaced.tx_hash as Hex });
      expect(replacement.nonce).toBe(sent.nonce);
      expect(replacement.maxFeePerGas).toBe(cap);
      expect((replacement.maxFeePerGas ?? 0n) * 1000n).toBeGreaterThanOrEqual(
        (sent.maxFeePerGas ?? 0n) * 1125n,
      );
      expect((replacement.maxPriorityFeePerGas ?? 0n) * 1000n).toBeGreaterThanOrEqual(
        (sent.maxPriorityFeePerGas ?? 0n) * 1125n,
      );
      expect((await chain.deployer.getTransactionReceipt({ hash: replaced.tx_hash as Hex })).status).toBe(
        'success',
      );
      await expect(chain.deployer.getTransactionReceipt({ hash: first })).rejects.toThrow();
      expect(await chain.balanceOf(to)).toBe(3n * UNIT);
      expect(logger.entries.map((entry) => entry.message)).toContain(
        'A transaction stuck pending was replaced with higher fees (same nonce)',
      );
    } finally {
      await test.setAutomine(true);
    }
  }, 60_000);

  it('marks a payout failed with the error, and pays it on a later attempt', async () => {
    const to = newRecipient();
    const tooMuch = FUNDED * 10n;
    const id = await queue(to, tooMuch);
    const logger = recordingLogger();
    const retrying = worker({ retryAfterMs: 0, logger });
    expect(await retrying.runOnce()).toMatchObject({ paid: 0, failed: 1 });
    const failed = await payout(id);
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toBeTruthy();
    expect(logger.entries.some((entry) => entry.level === 'warn' && entry.message.includes('retried'))).toBe(
      true,
    );

    // Not retried before retryAfterMs.
    expect(await worker({ retryAfterMs: 3_600_000 }).runOnce()).toMatchObject({ paid: 0, failed: 0 });

    await chain.fund(tooMuch);
    expect(await retrying.runOnce()).toMatchObject({ paid: 1, failed: 0 });
    expect(await payout(id)).toMatchObject({ status: 'paid', last_error: null, attempts: 2 });
    expect(await chain.balanceOf(to)).toBe(tooMuch);
  });
});
