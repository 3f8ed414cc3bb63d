import { type Hex, TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import { describe, expect, it } from 'vitest';
import { type SigningClient, signedTransactions } from './signedTransactions';

const hash = `0x${'ab'.repeat(32)}` as Hex;

/** A viem client double answering the two lookups transactionState makes. */
function clientKnowing(known: { receipt?: 'success' | 'reverted'; pending?: boolean; error?: Error }) {
  return {
    account: { address: '0x00000000000000000000000000000000000000bb' },
    chain: { id: 1 },
    getTransactionReceipt: async () => {
      if (known.error) throw known.error;
      if (known.receipt) return { status: known.receipt };
      throw new TransactionReceiptNotFoundError({ hash });
    },
    getTransaction: async () => {
      if (known.pending) return { hash };
      throw new TransactionNotFoundError({ hash });
    },
  } as unknown as SigningClient;
}

const stateOf = (known: Parameters<typeof clientKnowing>[0]) =>
  signedTransactions(clientKnowing(known), { receiptTimeoutMs: 1000 }).transactionState(hash);

describe('signedTransactions.transactionState', () => {
  it('maps a mined receipt to success or reverted', async () => {
    expect(await stateOf({ receipt: 'success' })).toBe('success');
    expect(await stateOf({ receipt: 'reverted' })).toBe('reverted');
  });

  it('is pending when the node has the transaction but no receipt', async () => {
    expect(await stateOf({ pending: true })).toBe('pending');
  });

  it('is unknown when the node has neither (never broadcast, or dropped)', async () => {
    expect(await stateOf({})).toBe('unknown');
  });

  it('passes other node errors on', async () => {
    await expect(stateOf({ error: new Error('connection refused') })).rejects.toThrow('connection refused');
  });
});
