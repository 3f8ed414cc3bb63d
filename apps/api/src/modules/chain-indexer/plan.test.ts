import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { prepareSubscription } from './decode';
import { type CursorState, planBatch, reorgCheckpoints } from './plan';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex;

function sub(
  name: string,
  startBlock: bigint,
  address: Address = '0x00000000000000000000000000000000000000aa',
) {
  return prepareSubscription({
    name,
    chainId: 1,
    address,
    abi: a2zAbi,
    startBlock,
    apply: async () => {},
    revert: async () => {},
  });
}

const at = (block: bigint, h: Hex | null = hash(Number(block))): CursorState => ({
  block,
  hash: h,
  address: '0x00000000000000000000000000000000000000aa',
});

describe('planBatch', () => {
  it('starts a new subscription at its start block, with the block before as anchor', () => {
    const plan = planBatch([sub('a', 100n)], new Map(), 1000n, 50);
    expect(plan).toMatchObject({ from: 100n, to: 149n, anchor: { number: 99n, expectedHashes: [] } });
  });

  it('has no anchor for a start at the genesis block and stops at the confirmed head', () => {
    const plan = planBatch([sub('a', 0n)], new Map(), 10n, 50);
    expect(plan).toMatchObject({ from: 0n, to: 10n, anchor: undefined });
  });

  it('is done when every cursor is at the confirmed head', () => {
    expect(planBatch([sub('a', 0n)], new Map([['a', at(10n)]]), 10n, 50)).toBeUndefined();
    expect(planBatch([sub('a', 100n)], new Map(), 50n, 50)).toBeUndefined();
  });

  it('reads the subscriptions furthest behind first and lets them catch up to the next cursor', () => {
    const subs = [sub('ahead', 0n), sub('behind', 0n), sub('late', 40n)];
    const cursors = new Map([
      ['ahead', at(90n)],
      ['behind', at(20n)],
    ]);
    const plan = planBatch(subs, cursors, 200n, 1000);
    expect(plan?.group.map((p) => p.subscription.name)).toEqual(['behind']);
    // Stops at 'late' (cursor 39) so both are read together from then on.
    expect(plan).toMatchObject({ from: 21n, to: 39n, anchor: { number: 20n, expectedHashes: [hash(20)] } });

    const merged = planBatch(subs, new Map([...cursors, ['behind', at(39n)]]), 200n, 1000);
    expect(merged?.group.map((p) => p.subscription.name)).toEqual(['behind', 'late']);
    expect(merged).toMatchObject({ from: 40n, to: 90n });
  });
});

describe('reorgCheckpoints', () => {
  it('checks every cursor block and the highest stored block', () => {
    const checkpoints = reorgCheckpoints(
      new Map([
        ['a', at(10n)],
        ['b', at(10n, hash(99))],
        ['c', at(-1n, null)],
      ]),
      { number: 12n, hash: hash(12) },
    );
    expect(checkpoints).toEqual(
      new Map([
        [10n, new Set([hash(10), hash(99)])],
        [12n, new Set([hash(12)])],
      ]),
    );
  });
});
