import type { TransactionReceipt } from 'viem';
import { describe, expect, it } from 'vitest';
import { type FollowState, nextFollowStep, replacementReason } from './followTransaction';

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
