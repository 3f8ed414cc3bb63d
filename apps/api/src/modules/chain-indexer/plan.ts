import type { Address, Hex } from 'viem';
import type { PreparedSubscription } from './decode';

/** A subscription's stored cursor (chain_indexer_cursor row). */
export interface CursorState {
  readonly block: bigint;
  /** Null only for the virtual block -1. */
  readonly hash: Hex | null;
  readonly address: Address;
}

/** Stored cursors by subscription name; a subscription without one has indexed nothing. */
export type Cursors = ReadonlyMap<string, CursorState>;

/** The last block a subscription has applied (start block - 1 before its first batch). */
export function effectiveCursor(prepared: PreparedSubscription, cursors: Cursors): bigint {
  return cursors.get(prepared.subscription.name)?.block ?? prepared.subscription.startBlock - 1n;
}

/** The block every subscription has reached. */
export function lowestCursor(subscriptions: readonly PreparedSubscription[], cursors: Cursors): bigint {
  let lowest: bigint | undefined;
  for (const prepared of subscriptions) {
    const cursor = effectiveCursor(prepared, cursors);
    if (lowest === undefined || cursor < lowest) lowest = cursor;
  }
  if (lowest === undefined) throw new Error('A chain indexer needs at least one subscription');
  return lowest;
}

export interface BatchPlan {
  readonly from: bigint;
  readonly to: bigint;
  /** The subscriptions whose cursor is at from - 1: read together in one eth_getLogs. */
  readonly group: readonly PreparedSubscription[];
  /** Block from - 1 when it exists, with the hashes stored for it (must still be the chain's). */
  readonly anchor: { readonly number: bigint; readonly expectedHashes: readonly Hex[] } | undefined;
}

/**
 * The next batch: the subscriptions furthest behind, from their cursor up to the confirmed head,
 * at most `span` blocks and never past the next subscription's cursor, so groups meet and from
 * then on share one eth_getLogs call. Undefined when everyone is at the confirmed head.
 */
export function planBatch(
  subscriptions: readonly PreparedSubscription[],
  cursors: Cursors,
  confirmedHead: bigint,
  span: number,
): BatchPlan | undefined {
  const lowest = lowestCursor(subscriptions, cursors);
  if (lowest >= confirmedHead) return undefined;
  const group = subscriptions.filter((prepared) => effectiveCursor(prepared, cursors) === lowest);
  let to = lowest + BigInt(Math.max(1, span));
  if (to > confirmedHead) to = confirmedHead;
  for (const prepared of subscriptions) {
    const cursor = effectiveCursor(prepared, cursors);
    if (cursor > lowest && cursor < to) to = cursor;
  }
  const expectedHashes = new Set<Hex>();
  for (const prepared of group) {
    const hash = cursors.get(prepared.subscription.name)?.hash;
    if (hash) expectedHashes.add(hash);
  }
  return {
    from: lowest + 1n,
    to,
    group,
    anchor: lowest >= 0n ? { number: lowest, expectedHashes: [...expectedHashes] } : undefined,
  };
}

/**
 * The stored block hashes a pass checks against the chain before indexing on: every cursor's
 * block and the highest stored block. If they all still match, nothing indexed was reorganised
 * (a block hash commits to all its ancestors).
 */
export function reorgCheckpoints(
  cursors: Cursors,
  topStored: { number: bigint; hash: Hex } | undefined,
): Map<bigint, Set<Hex>> {
  const checkpoints = new Map<bigint, Set<Hex>>();
  const add = (number: bigint, hash: Hex) => {
    const hashes = checkpoints.get(number) ?? new Set<Hex>();
    hashes.add(hash);
    checkpoints.set(number, hashes);
  };
  for (const cursor of cursors.values()) if (cursor.hash) add(cursor.block, cursor.hash);
  if (topStored) add(topStored.number, topStored.hash);
  return checkpoints;
}
