import { afterEach, describe, expect, it } from 'vitest';
import {
  isStillPending,
  PENDING_BATCHES_STORAGE_KEY,
  PENDING_TXS_STORAGE_KEY,
  type PendingTx,
  pendingBatchStore,
  pendingTxStore,
  pendingTxsOf,
} from './pendingTxStore';

const tx = (n: number, overrides: Partial<PendingTx> = {}): PendingTx => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  chainId: 31338,
  from: '0xAbC0000000000000000000000000000000000001',
  flowId: 'stickers.merge',
  sentAt: 1_000,
  ...overrides,
});

describe('pendingTxStore', () => {
  afterEach(() => {
    localStorage.clear();
    pendingTxStore.reload();
  });

  it('persists to local storage with a lowercase sender, one entry per hash', () => {
    pendingTxStore.add(tx(1));
    pendingTxStore.add(tx(1, { sentAt: 2_000 }));
    const stored = JSON.parse(localStorage.getItem(PENDING_TXS_STORAGE_KEY) ?? '[]');
    expect(stored).toEqual([
      { ...tx(1, { sentAt: 2_000 }), from: '0xabc0000000000000000000000000000000000001' },
    ]);
  });

  it('keeps the nonce once learnt, across a reload', () => {
    pendingTxStore.add(tx(1));
    pendingTxStore.update(tx(1).hash, { nonce: 7 });
    pendingTxStore.update(tx(2).hash, { nonce: 8 }); // not pending: nothing to learn
    pendingTxStore.reload();
    expect(pendingTxStore.getSnapshot()).toEqual([
      { ...tx(1, { nonce: 7 }), from: '0xabc0000000000000000000000000000000000001' },
    ]);
  });

  it('keeps the wallet’s replacement once seen, across a reload, and refuses a malformed one', () => {
    pendingTxStore.add(tx(1));
    pendingTxStore.update(tx(1).hash, { nonce: 7 });
    pendingTxStore.update(tx(1).hash, { replacedBy: tx(9).hash });
    pendingTxStore.reload();
    expect(pendingTxStore.getSnapshot()).toEqual([
      { ...tx(1, { nonce: 7, replacedBy: tx(9).hash }), from: '0xabc0000000000000000000000000000000000001' },
    ]);
    localStorage.setItem(PENDING_TXS_STORAGE_KEY, JSON.stringify([{ ...tx(2), replacedBy: 'nope' }]));
    pendingTxStore.reload();
    expect(pendingTxStore.getSnapshot()).toEqual([]);
  });

  it("keeps a contract account's kind, signers and execution across a reload, and refuses malformed ones", () => {
    pendingTxStore.add(tx(1));
    pendingTxStore.update(tx(1).hash, { account: 'contract' });
    pendingTxStore.update(tx(1).hash, { signers: { confirmed: 1, required: 2 } });
    pendingTxStore.update(tx(1).hash, { signers: { confirmed: 2, required: 2 }, executedBy: tx(8).hash });
    pendingTxStore.reload();
    expect(pendingTxStore.getSnapshot()).toEqual([
      {
        ...tx(1, { account: 'contract', signers: { confirmed: 2, required: 2 }, executedBy: tx(8).hash }),
        from: '0xabc0000000000000000000000000000000000001',
      },
    ]);
    for (const bad of [
      { account: 'safe' },
      { signers: { confirmed: '1', required: 2 } },
      { executedBy: '0x1' },
    ]) {
      localStorage.setItem(PENDING_TXS_STORAGE_KEY, JSON.stringify([{ ...tx(2), ...bad }]));
      pendingTxStore.reload();
      expect(pendingTxStore.getSnapshot()).toEqual([]);
    }
  });

  it('survives a reload (a fresh read of storage) and forgets mined ones', () => {
    pendingTxStore.add(tx(1));
    pendingTxStore.add(tx(2, { flowId: 'pledging.stake' }));
    pendingTxStore.reload();
    expect(pendingTxStore.getSnapshot().map((t) => t.flowId)).toEqual(['stickers.merge', 'pledging.stake']);
    pendingTxStore.remove(tx(1).hash);
    expect(pendingTxStore.getSnapshot()).toHaveLength(1);
  });

  it('ignores corrupted storage instead of breaking the page', () => {
    localStorage.setItem(PENDING_TXS_STORAGE_KEY, '{not json');
    pendingTxStore.reload();
    expect(pendingTxStore.getSnapshot()).toEqual([]);
    localStorage.setItem(PENDING_TXS_STORAGE_KEY, JSON.stringify([{ hash: 'nope' }, tx(3)]));
    pendingTxStore.reload();
    expect(pendingTxStore.getSnapshot()).toEqual([tx(3)]);
  });

  it('selects by wallet (any case) and action', () => {
    const all = [
      tx(1, { from: '0xaaa' }),
      tx(2, { from: '0xbbb' }),
      tx(3, { from: '0xaaa', flowId: 'other' }),
    ];
    expect(pendingTxsOf(all, '0xAAA').map((t) => t.hash)).toEqual([tx(1).hash, tx(3).hash]);
    expect(pendingTxsOf(all, '0xaaa', 'stickers.merge').map((t) => t.hash)).toEqual([tx(1).hash]);
    expect(pendingTxsOf(all, undefined)).toEqual([]);
  });

  it('is "still pending" once older than the warning time', () => {
    expect(isStillPending(tx(1, { sentAt: 1_000 }), 5_999, 5_000)).toBe(false);
    expect(isStillPending(tx(1, { sentAt: 1_000 }), 6_000, 5_000)).toBe(true);
  });
});

describe('pendingBatchStore (EIP-5792 batches before their hash is known)', () => {
  afterEach(() => {
    localStorage.clear();
    pendingBatchStore.reload();
  });

  it('keeps a batch id across a reload with a lowercase sender, drops a corrupted entry, removes by id', () => {
    const batch = {
      id: '0xba7c4',
      chainId: 31337,
      from: '0xAbC0000000000000000000000000000000000001',
      flowId: 'pledging.pledge',
      sentAt: 5,
    };
    pendingBatchStore.add(batch);
    localStorage.setItem(
      PENDING_BATCHES_STORAGE_KEY,
      JSON.stringify([...JSON.parse(localStorage.getItem(PENDING_BATCHES_STORAGE_KEY) ?? '[]'), { id: 3 }]),
    );
    pendingBatchStore.reload();
    expect(pendingBatchStore.getSnapshot()).toEqual([
      { ...batch, from: '0xabc0000000000000000000000000000000000001' },
    ]);
    pendingBatchStore.remove('0xba7c4');
    pendingBatchStore.reload();
    expect(pendingBatchStore.getSnapshot()).toEqual([]);
  });
});
