import { devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { localClient } from '@kingdoms/contracts/clients';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import { freePort } from '@kingdoms/contracts/ports';
import { createTestClient, type Hex, http, keccak256, parseEther, parseGwei, parseTransaction } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaleNonceError } from './nonceManager';
import { lowBalanceSenders, type SenderGuards } from './senderGuards';
import {
  type SignedTransactions,
  sendRecorded,
  signedTransactions,
  signingClient,
  TransactionReplacedError,
} from './signedTransactions';

/** Issue 28, one sender per key: the sender's nonces survive another user of the key and lost answers. */
describe('signed transactions on a real chain', () => {
  let anvil: RunningAnvil;
  const key = devnetAccount(3).privateKey;
  const to = devnetAccount(4).address;
  let worker: SignedTransactions;
  /** Someone else sending from the worker's key (an operator, a second job configured by mistake). */
  let intruder: ReturnType<typeof localClient>;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: 31_901 });
    const client = signingClient({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      account: rawKeyAccount(key),
      pollingIntervalMs: 20,
    });
    worker = signedTransactions(client, { receiptTimeoutMs: 10_000 });
    intruder = localClient({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }, key);
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  const steps = (recorded: Hex[], onSign?: () => Promise<void>) => ({
    async sign() {
      const signed = await worker.sign(to, '0x');
      await onSign?.();
      return signed;
    },
    async record(hash: Hex) {
      recorded.push(hash);
      return true;
    },
    broadcast: worker.broadcast,
    transactionState: worker.transactionState,
  });

  it('signs again with a fresh nonce when another transaction took it between signing and sending', async () => {
    const recorded: Hex[] = [];
    let intruded = false;
    const sent = await sendRecorded(
      steps(recorded, async () => {
        if (intruded) return;
        intruded = true;
        const hash = await intruder.sendTransaction({ to, value: 1n });
        await intruder.waitForTransactionReceipt({ hash });
      }),
    );
    expect(recorded).toHaveLength(2);
    expect(sent).toBe(recorded[1]);
    expect(await worker.waitForReceipt(sent as Hex)).toBe('success');
  });

  it('takes a nonce error on its own mined transaction (an answer lost, the request sent again) as sent', async () => {
    const recorded: Hex[] = [];
    // Sent again once the first is mined: the node answers "nonce too low".
    const twice = async (raw: Hex) => {
      await worker.broadcast(raw);
      await worker.waitForReceipt(keccak256(raw));
      await worker.broadcast(raw);
    };
    await expect(async () => {
      const signed = await worker.sign(to, '0x');
      await twice(signed.raw);
    }).rejects.toBeInstanceOf(StaleNonceError);
    const sent = await sendRecorded({ ...steps(recorded), broadcast: twice });
    expect(recorded).toHaveLength(1);
    expect(await worker.transactionState(sent as Hex)).toBe('success');
  });

  it('takes its own transaction sent again while it waits in the pool as sent ("already imported")', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    await test.setAutomine(false);
    try {
      const recorded: Hex[] = [];
      const twice = async (raw: Hex) => {
        await worker.broadcast(raw);
        await worker.broadcast(raw);
      };
      const sent = (await sendRecorded({ ...steps(recorded), broadcast: twice })) as Hex;
      expect(recorded).toEqual([sent]);
      await test.mine({ blocks: 1 });
      expect(await worker.transactionState(sent)).toBe('success');
      // The nonce went on by one: the next transaction is mined after it.
      const next = (await sendRecorded(steps(recorded))) as Hex;
      await test.mine({ blocks: 1 });
      expect(await worker.transactionState(next)).toBe('success');
    } finally {
      await test.setAutomine(true);
    }
  });

  it('reports a transaction replaced in the pool, and the next nonce comes from the node', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    await test.setAutomine(false);
    try {
      const recorded: Hex[] = [];
      const sent = (await sendRecorded(steps(recorded))) as Hex;
      const { nonce } = await intruder.getTransaction({ hash: sent });
      // The worker waits for its transaction (and has seen it in the pool) ...
      const waiting = worker.waitForReceipt(sent);
      waiting.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      // ... when a speed-up made outside the worker takes its nonce: same nonce, higher fees.
      const replacement = await intruder.sendTransaction({
        to,
        value: 2n,
        nonce,
        maxFeePerGas: parseGwei('500'),
        maxPriorityFeePerGas: parseGwei('100'),
      });
      await test.mine({ blocks: 1 });
      await expect(waiting).rejects.toBeInstanceOf(TransactionReplacedError);
      expect((await intruder.getTransactionReceipt({ hash: replacement })).status).toBe('success');
      await test.setAutomine(true);
      const next = (await sendRecorded(steps([]))) as Hex;
      expect(await worker.waitForReceipt(next)).toBe('success');
      expect((await intruder.getTransaction({ hash: next })).nonce).toBe(nonce + 1);
    } finally {
      await test.setAutomine(true);
    }
  });
  it('confirm: a nonce taken outside while it waits is reported as replaced, never as its own', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    await test.setAutomine(false);
    try {
      const sent = (await sendRecorded(steps([]))) as Hex;
      const { nonce } = await intruder.getTransaction({ hash: sent });
      const recorded: Hex[] = [];
      const waiting = worker.confirm(sent, async (hash) => {
        recorded.push(hash);
        return true;
      });
      waiting.catch(() => {});
      await intruder.sendTransaction({
        to,
        value: 3n,
        nonce,
        maxFeePerGas: parseGwei('500'),
        maxPriorityFeePerGas: parseGwei('100'),
      });
      await test.mine({ blocks: 1 });
      await expect(waiting).rejects.toBeInstanceOf(TransactionReplacedError);
      // No guards: nothing of its own was signed again.
      expect(recorded).toEqual([]);
    } finally {
      await test.setAutomine(true);
    }
  });
});

/** Issue 41, the sender guards: the fee cap when signing, and the minimum-balance alarm. */
describe('sender guards on a real chain', () => {
  let anvil: RunningAnvil;
  const key = devnetAccount(5).privateKey;
  const to = devnetAccount(6).address;
  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: 31_902 });
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  const guarded = (guards: SenderGuards, receiptTimeoutMs = 10_000) =>
    signedTransactions(
      signingClient({
        rpcUrl: anvil.rpcUrl,
        chainId: anvil.chainId,
        account: rawKeyAccount(key),
        pollingIntervalMs: 20,
      }),
      { receiptTimeoutMs, guards },
    );

  it('never signs a fee above the chain cap, however high the node asks', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    await test.setNextBlockBaseFeePerGas({ baseFeePerGas: parseGwei('80') });
    await test.mine({ blocks: 1 });
    const cap = parseGwei('50');
    const { raw } = await guarded({ maxFeePerGas: cap }).sign(to, '0x');
    const signed = parseTransaction(raw);
    expect(signed.maxFeePerGas).toBe(cap);
    expect(signed.maxPriorityFeePerGas).toBeLessThanOrEqual(cap);
    // Without a cap the same sender follows the node (the rule above is not vacuous).
    expect(parseTransaction((await guarded({}).sign(to, '0x')).raw).maxFeePerGas).toBeGreaterThan(cap);
  });

  it('at the cap a stuck transaction is not replaced (no node would take or mine it): one alert, no record', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    const warnings: { message: string; object: object }[] = [];
    const logger = {
      warn: (object: object, message: string) => warnings.push({ object, message }),
      info() {},
    };
    const sender = guarded({ maxFeePerGas: parseGwei('5'), replaceAfterBlocks: 1, logger }, 3_000);
    await test.setAutomine(false);
    try {
      await test.setNextBlockBaseFeePerGas({ baseFeePerGas: parseGwei('1') });
      await test.mine({ blocks: 1 });
      const { hash, raw } = await sender.sign(to, '0x');
      expect(parseTransaction(raw).maxFeePerGas).toBeLessThanOrEqual(parseGwei('5'));
      await sender.broadcast(raw);
      await test.setNextBlockBaseFeePerGas({ baseFeePerGas: parseGwei('20') });
      const recorded: Hex[] = [];
      const confirmed = sender.confirm(hash, async (replacement) => {
        recorded.push(replacement);
        return true;
      });
      confirmed.catch(() => {});
      const deadline = Date.now() + 10_000;
      while (!warnings.some((entry) => entry.message.includes('cannot be replaced within the chain cap'))) {
        if (Date.now() > deadline) throw new Error('no cap alert');
        await test.mine({ blocks: 1 });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(warnings[0]?.object).toMatchObject({ hash, alert: true, capGwei: '5' });
      // More blocks over the cap: still no replacement and no second alert; the wait ends at its
      // bound (anvil drops the underpriced original), and the worker's next attempt signs anew.
      await test.mine({ blocks: 2 });
      await expect(confirmed).rejects.toThrow(/not mined within 3000 ms/);
      expect(warnings).toHaveLength(1);
      expect(recorded).toEqual([]);
    } finally {
      await test.setAutomine(true);
    }
  });

  it('a sender below its minimum balance raises one alert and is named for /readyz until refilled', async () => {
    const warnings: object[] = [];
    const infos: string[] = [];
    const logger = {
      warn: (object: object) => warnings.push(object),
      info: (_object: object, message: string) => infos.push(message),
    };
    const address = rawKeyAccount(key).address;
    const sender = guarded({ minBalance: parseEther('1000000'), logger });
    await sender.sign(to, '0x');
    await sender.sign(to, '0x');
    expect(warnings).toEqual([
      expect.objectContaining({
        sender: address,
        chainId: anvil.chainId,
        minBalance: '1000000',
        alert: true,
      }),
    ]);
    expect(lowBalanceSenders()).toEqual([
      expect.stringContaining(`sender ${address} on chain ${anvil.chainId}`),
    ]);
    // Refilled: the warning goes, once.
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    await test.setBalance({ address, value: parseEther('2000000') });
    await sender.sign(to, '0x');
    expect(lowBalanceSenders()).toEqual([]);
    expect(infos).toEqual(['A sender is back above its minimum balance']);
    expect(warnings).toHaveLength(1);
  });
});
