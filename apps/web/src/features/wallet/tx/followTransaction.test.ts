import type { TransactionReceipt } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { type FollowState, isSafeProposal, nextFollowStep, replacementReason } from './followTransaction';

const receipt = { status: 'success', transactionHash: `0x${'1'.repeat(64)}` } as TransactionReceipt;
const DROP = 1_000;
const fresh: FollowState = { nonce: 4, unknownSince: undefined };

describe('nextFollowStep', () => {
  it('ends with the receipt once the hash is mined', () => {
    expect(nextFollowStep({ receipt, known: true, minedNonce: undefined }, fresh, 0, DROP)).toEqual({
      kind: 'mined',
      receipt,
    });
  });

  it('waits while the node knows the hash and its nonce is free', () => {
    expect(nextFollowStep({ receipt: null, known: true, minedNonce: 4 }, fresh, 0, DROP)).toEqual({
      kind: 'wait',
      state: fresh,
    });
  });

  it('looks for the replacement once another transaction took the nonce', () => {
    expect(nextFollowStep({ receipt: null, known: false, minedNonce: 5 }, fresh, 0, DROP)).toEqual({
      kind: 'find-replacement',
      nonce: 4,
    });
    // Without a known nonce there is nothing to compare.
    const noNonce = { nonce: undefined, unknownSince: undefined };
    expect(nextFollowStep({ receipt: null, known: true, minedNonce: 9 }, noNonce, 0, DROP).kind).toBe('wait');
  });

  it('calls a hash unknown to the node dropped only after the set time, and a sighting resets the clock', () => {
    const first = nextFollowStep({ receipt: null, known: false, minedNonce: 4 }, fresh, 100, DROP);
    expect(first).toEqual({ kind: 'wait', state: { nonce: 4, unknownSince: 100 } });
    if (first.kind !== 'wait') throw new Error('waits');
    expect(
      nextFollowStep({ receipt: null, known: false, minedNonce: 4 }, first.state, 1_099, DROP).kind,
    ).toBe('wait');
    expect(nextFollowStep({ receipt: null, known: true, minedNonce: 4 }, first.state, 1_099, DROP)).toEqual({
      kind: 'wait',
      state: fresh,
    });
    expect(nextFollowStep({ receipt: null, known: false, minedNonce: 4 }, first.state, 1_100, DROP)).toEqual({
      kind: 'dropped',
    });
  });
});

describe('replacementReason', () => {
  const from = '0xAbC0000000000000000000000000000000000001';
  const call = { to: '0x00000000000000000000000000000000000000c0', value: 0n, input: '0x1234' } as const;

  it('a 0-value transaction to the sender cancels', () => {
    expect(
      replacementReason(from, call, { to: from.toLowerCase() as `0x${string}`, value: 0n, input: '0x' }),
    ).toBe('cancelled');
  });

  it('the same call with other fees is repriced; another call replaced, or unknown after a reload', () => {
    expect(replacementReason(from, call, { ...call })).toBe('repriced');
    expect(replacementReason(from, call, { ...call, input: '0x5678' })).toBe('replaced');
    expect(replacementReason(from, undefined, call)).toBe('replaced');
    expect(replacementReason(from, call, { to: from as `0x${string}`, value: 1n, input: '0x' })).toBe(
      'replaced',
    );
  });
});

describe('isSafeProposal (a contract account’s batch id as a safeTxHash)', () => {
  const SAFE_TX_HASH = `0x${'5a'.repeat(32)}`;
  const record = {
    safeTxHash: SAFE_TX_HASH,
    confirmationsRequired: 2,
    confirmations: [{ owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
    isExecuted: false,
  };
  const options = (fetchImpl: typeof fetch, { url }: { url?: string } = { url: 'http://service.test' }) => ({
    droppedAfterMs: DROP,
    safeTxServiceUrl: (chainId: number) => (chainId === 1 ? url : undefined),
    fetch: fetchImpl,
  });

  it('is one when the chain’s service knows the id', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(record)));
    expect(await isSafeProposal(1, SAFE_TX_HASH, options(fetchImpl))).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      `http://service.test/api/v1/multisig-transactions/${SAFE_TX_HASH}/`,
      expect.anything(),
    );
  });

  it('is not when the service does not know it, fails, or the chain has none, or the id is no hash (not asked)', async () => {
    expect(
      await isSafeProposal(
        1,
        SAFE_TX_HASH,
        options(async () => new Response('{}', { status: 404 })),
      ),
    ).toBe(false);
    expect(
      await isSafeProposal(
        1,
        SAFE_TX_HASH,
        options(async () => new Response('{}', { status: 503 })),
      ),
    ).toBe(false);
    const never = vi.fn(async () => new Response(JSON.stringify(record)));
    expect(await isSafeProposal(2, SAFE_TX_HASH, options(never))).toBe(false);
    expect(await isSafeProposal(1, SAFE_TX_HASH, options(never, {}))).toBe(false);
    expect(await isSafeProposal(1, '0x1234', options(never))).toBe(false);
    expect(never).not.toHaveBeenCalled();
  });
});
