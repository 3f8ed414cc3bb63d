import { stakingAbi } from '@kingdoms/contracts/generated/abis';
import { type Kysely, sql } from 'kysely';
import type { Address } from 'viem';
import type { Database } from '../../db/schema';
import { indexedLog } from '../chain-indexer/testing';
import type { IndexedLog } from '../chain-indexer/types';
import { applyStakingLog } from './subscription';

/** Test support: synthetic Staked/Unstaked logs as the chain indexer would hand them over. */

let nextLogIndex = 0;

export interface StakeChange {
  readonly holder: string;
  readonly continent: number;
  readonly amount: bigint;
  /** The holder's stake on the continent after the event. */
  readonly newStake: bigint;
}

export function stakeLog(kind: 'Staked' | 'Unstaked', change: StakeChange, chainId = 31337): IndexedLog {
  const logIndex = nextLogIndex++;
  return indexedLog(
    stakingAbi,
    kind,
    {
      holder: change.holder as Address,
      continent: change.continent,
      amount: change.amount,
      newStake: change.newStake,
    },
    {
      chainId,
      blockNumber: BigInt(100 + logIndex),
      logIndex,
      // One block per log: its own hash.
      blockHash: `0x${logIndex.toString(16).padStart(64, '0')}`,
      address: '0x1111111111111111111111111111111111111111',
    },
  );
}

/** Applies a sequence of pledges (positive) and unpledges (negative), tracking each newStake. */
export async function pledge(
  db: Kysely<Database>,
  moves: readonly { holder: string; continent: number; delta: bigint }[],
): Promise<IndexedLog[]> {
  const stakes = new Map<string, bigint>();
  const logs: IndexedLog[] = [];
  for (const position of await db.selectFrom('staking_position').selectAll().execute()) {
    stakes.set(`${position.address}:${position.continent}`, BigInt(position.amount));
  }
  for (const move of moves) {
    const key = `${move.holder.toLowerCase()}:${move.continent}`;
    const newStake = (stakes.get(key) ?? 0n) + move.delta;
    stakes.set(key, newStake);
    const amount = move.delta < 0n ? -move.delta : move.delta;
    const log = stakeLog(move.delta < 0n ? 'Unstaked' : 'Staked', {
      holder: move.holder,
      continent: move.continent,
      amount,
      newStake,
    });
    await applyStakingLog(db, log);
    logs.push(log);
  }
  return logs;
}

/** Empties the staking tables and the figures kept beside them (the pledger count back to 0). */
export async function clearStakingTables(db: Kysely<Database>): Promise<void> {
  for (const table of ['staking_position', 'staking_holder', 'staking_continent'] as const) {
    await db.deleteFrom(table).execute();
  }
  await db.updateTable('staking_summary').set({ holders: 0 }).execute();
}

/** The pledger count the indexer keeps, beside the one counted from staking_holder. */
export async function pledgerCounts(db: Kysely<Database>): Promise<{ kept: number; counted: number }> {
  const row = await sql<{ kept: number; counted: number }>`
    select (select holders from staking_summary) as kept,
           (select count(*)::int from staking_holder) as counted`.execute(db);
  return row.rows[0]!;
}
