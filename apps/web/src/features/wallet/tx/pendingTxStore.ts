import type { Hash } from 'viem';
import { localStore } from '../../../shared/lib/browserStorage';
import type { Signers } from './contractAccounts';

/**
 * Transactions sent but not yet mined, kept in local storage so a reload or a wallet switch
 * picks them up again (the old site lost them). One entry per hash.
 */
export interface PendingTx {
  hash: Hash;
  chainId: number;
  /** Lowercase sender: a pending transaction is shown to the wallet that sent it. */
  from: string;
  /** Which action sent it (e.g. 'stickers.merge'); its button shows the pending state. */
  flowId: string;
  /** Epoch ms when it was sent: drives the "still pending" note. */
  sentAt: number;
  /**
   * Its nonce, once the node showed it: with `from`, what finds a replacement (a speed-up or a
   * cancellation with the same nonce) after a reload (followTransaction.ts).
   */
  nonce?: number;
  /**
   * The transaction the wallet replaced it with (a speed-up or another call with its nonce), once
   * seen pending or mined: what the processing dialog and the activity centre name and link.
   */
  replacedBy?: Hash;
  /**
   * 'contract' when the sender has code (a Safe, a smart account), once asked (`eth_getCode`): its
   * hash may be a Safe's `safeTxHash`, followed through the Safe Transaction Service and never
   * called dropped (contractAccounts.ts); 'eoa' otherwise.
   */
  account?: 'contract' | 'eoa';
  /** A contract account's proposal: the signatures it has and needs, as the service last said. */
  signers?: Signers;
  /** A contract account's proposal once executed: the execution's transaction hash. */
  executedBy?: Hash;
}

export const PENDING_TXS_STORAGE_KEY = 'wallet.pendingTxs';

function isOptionalHash(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && /^0x[0-9a-f]{64}$/i.test(value));
}

function isSigners(value: unknown): value is Signers {
  if (typeof value !== 'object' || value === null) return false;
  const { confirmed, required } = value as Record<string, unknown>;
  return Number.isInteger(confirmed) && Number.isInteger(required);
}

function isPendingTx(value: unknown): value is PendingTx {
  if (typeof value !== 'object' || value === null) return false;
  const tx = value as Record<string, unknown>;
  return (
    typeof tx.hash === 'string' &&
    /^0x[0-9a-f]{64}$/i.test(tx.hash) &&
    typeof tx.chainId === 'number' &&
    typeof tx.from === 'string' &&
    typeof tx.flowId === 'string' &&
    typeof tx.sentAt === 'number' &&
    (tx.nonce === undefined || typeof tx.nonce === 'number') &&
    isOptionalHash(tx.replacedBy) &&
    (tx.account === undefined || tx.account === 'contract' || tx.account === 'eoa') &&
    (tx.signers === undefined || isSigners(tx.signers)) &&
    isOptionalHash(tx.executedBy)
  );
}

/**
 * A list kept in local storage under `key`, with a snapshot for useSyncExternalStore: entries that
 * fail `isItem` (an older shape, a hand edit) are dropped on read, and a corrupted value reads as
 * empty rather than breaking the page. `reload` re-reads storage (another tab, or a test that seeded it).
 */
function storedList<T>(key: string, isItem: (value: unknown) => value is T) {
  const read = (): T[] => {
    try {
      const parsed: unknown = JSON.parse(localStore().getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isItem) : [];
    } catch {
      return [];
    }
  };
  let snapshot = read();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (): T[] => snapshot,
    set(next: T[]): void {
      snapshot = next;
      localStore().setItem(key, JSON.stringify(next));
      notify();
    },
    reload(): void {
      snapshot = read();
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const txs = storedList(PENDING_TXS_STORAGE_KEY, isPendingTx);

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const pendingTxStore = {
  getSnapshot: txs.get,
  subscribe: txs.subscribe,
  reload: txs.reload,
  add(tx: PendingTx): void {
    txs.set([...txs.get().filter((t) => t.hash !== tx.hash), { ...tx, from: tx.from.toLowerCase() }]);
  },
  /**
   * Adds what was learnt about a pending transaction (its nonce, its replacement, its account's
   * kind, a proposal's signers and execution).
   */
  update(
    hash: string,
    change: Partial<Pick<PendingTx, 'nonce' | 'replacedBy' | 'account' | 'signers' | 'executedBy'>>,
  ): void {
    const current = txs.get().find((t) => t.hash === hash);
    if (
      current &&
      Object.entries(change).some(([key, value]) => !sameValue(current[key as keyof PendingTx], value))
    ) {
      txs.set(txs.get().map((t) => (t.hash === hash ? { ...t, ...change } : t)));
    }
  },
  remove(hash: string): void {
    if (txs.get().some((t) => t.hash === hash)) txs.set(txs.get().filter((t) => t.hash !== hash));
  },
};

/**
 * An EIP-5792 batch sent but not yet ended: its transaction hash is not known until the wallet's
 * `wallet_getCallsStatus` shows its receipts, so it is kept by the wallet's batch id. A reload
 * follows it again; once its receipts are known it leaves this list (its write's hash then goes
 * through the pending transactions like any other, already mined).
 */
export interface PendingBatch {
  id: string;
  chainId: number;
  /** Lowercase sender. */
  from: string;
  flowId: string;
  sentAt: number;
}

export const PENDING_BATCHES_STORAGE_KEY = 'wallet.pendingBatches';

function isPendingBatch(value: unknown): value is PendingBatch {
  if (typeof value !== 'object' || value === null) return false;
  const batch = value as Record<string, unknown>;
  return (
    typeof batch.id === 'string' &&
    batch.id.length > 0 &&
    typeof batch.chainId === 'number' &&
    typeof batch.from === 'string' &&
    typeof batch.flowId === 'string' &&
    typeof batch.sentAt === 'number'
  );
}

const batches = storedList(PENDING_BATCHES_STORAGE_KEY, isPendingBatch);

/** The EIP-5792 batches sent and not yet ended, in local storage like the pending transactions. */
export const pendingBatchStore = {
  getSnapshot: batches.get,
  subscribe: batches.subscribe,
  reload: batches.reload,
  add(batch: PendingBatch): void {
    batches.set([
      ...batches.get().filter((b) => b.id !== batch.id),
      { ...batch, from: batch.from.toLowerCase() },
    ]);
  },
  remove(id: string): void {
    if (batches.get().some((b) => b.id === id)) batches.set(batches.get().filter((b) => b.id !== id));
  },
};

/** Reads both lists from local storage again, as a new page does. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetPendingTransactions(): void {
  pendingTxStore.reload();
  pendingBatchStore.reload();
}

/** The pending transactions of one wallet, optionally of one action. */
export function pendingTxsOf(
  all: readonly PendingTx[],
  from: string | undefined,
  flowId?: string,
): PendingTx[] {
  if (!from) return [];
  const owner = from.toLowerCase();
  return all.filter((tx) => tx.from === owner && (flowId === undefined || tx.flowId === flowId));
}

/** True once a transaction has been pending longer than `warnAfterMs`. */
export function isStillPending(tx: PendingTx, now: number, warnAfterMs: number): boolean {
  return now - tx.sentAt >= warnAfterMs;
}
