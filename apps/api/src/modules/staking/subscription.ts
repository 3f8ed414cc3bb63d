import { findContract } from '@kingdoms/contracts/contractOf';
import { stakingAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { CONTINENT_MAX, CONTINENT_MIN } from '@kingdoms/shared/staking';
import { type Kysely, sql } from 'kysely';
import { jsonRows, jsonValues } from '../../db/jsonRows';
import type { Database } from '../../db/schema';
import {
  type EventHandler,
  type IndexedLog,
  type IndexerSubscription,
  subscription,
  type TypedLog,
  typedLogs,
} from '../chain-indexer';

export const STAKING_SUBSCRIPTION = 'staking';
/** The chain of the Staking contract (CONTRACT_PLACEMENT). */
export const STAKING_NETWORK = 'ethereum' satisfies NetworkKey;

type StakeEvent = TypedLog<typeof stakingAbi, 'Staked' | 'Unstaked'>;

function checked(events: readonly StakeEvent[]): readonly StakeEvent[] {
  for (const { args } of events) {
    // A continent outside the contract's range is a bug: throwing rolls the indexer's batch back and it logs the error.
    if (args.continent < CONTINENT_MIN || args.continent > CONTINENT_MAX) {
      throw new Error(`Staking event of continent ${args.continent}`);
    }
  }
  return events;
}

/** One position set to `amount`: what one event does to the tables (or undoes). */
interface PositionStep {
  readonly holder: string;
  readonly continent: number;
  readonly amount: bigint;
}

const positionKey = (holder: string, continent: number) => `${holder}:${continent}`;

/**
 * Sets positions step by step, in order, as one set-based write (rows exist only while the
 * stake is above 0), and in the same transaction the figures kept beside them: each continent's
 * total and pledger count, and each holder's total and main continent (recomputed from the
 * holder's few positions, so it cannot drift). Only each position's last step is written; the
 * steps between count only in saying which continents and holders a step changed (their rows
 * are written even when the changes cancel out, as one write per step would leave them).
 * A few statements however many steps.
 */
async function setPositions(trx: Kysely<Database>, steps: readonly PositionStep[]): Promise<void> {
  if (steps.length === 0) return;
  const keys = new Map<string, { address: string; continent: number }>();
  for (const step of steps) {
    if (step.amount < 0n) {
      throw new Error(
        `Staking position of ${step.holder} on continent ${step.continent} would be ${step.amount}`,
      );
    }
    keys.set(positionKey(step.holder, step.continent), { address: step.holder, continent: step.continent });
  }

  const stored = await sql<{ address: string; continent: number; amount: string }>`
    select p.address, p.continent, p.amount
    from ${jsonRows('k', [...keys.values()], sql`address text, continent int`)}
    join staking_position p on p.address = k.address and p.continent = k.continent`.execute(trx);
  const before = new Map(
    stored.rows.map((row) => [positionKey(row.address, row.continent), BigInt(row.amount)]),
  );

  const after = new Map(before);
  const continents = new Set<number>();
  const holders = new Set<string>();
  for (const step of steps) {
    const key = positionKey(step.holder, step.continent);
    if ((after.get(key) ?? 0n) === step.amount) continue;
    after.set(key, step.amount);
    continents.add(step.continent);
    holders.add(step.holder);
  }
  if (holders.size === 0) return;

  const upserts: { address: string; continent: number; amount: string }[] = [];
  const deletes: { address: string; continent: number }[] = [];
  const totals = new Map<number, { total: bigint; holders: number }>(
    [...continents].map((continent) => [continent, { total: 0n, holders: 0 }]),
  );
  for (const [key, amount] of after) {
    const previous = before.get(key) ?? 0n;
    if (amount === previous) continue;
    const { address, continent } = keys.get(key)!;
    if (amount === 0n) deletes.push({ address, continent });
    else upserts.push({ address, continent, amount: amount.toString() });
    const figures = totals.get(continent)!;
    figures.total += amount - previous;
    figures.holders += (previous === 0n ? 1 : 0) - (amount === 0n ? 1 : 0);
  }

  if (deletes.length > 0) {
    await sql`
      delete from staking_position p
      using ${jsonRows('k', deletes, sql`address text, continent int`)}
      where p.address = k.address and p.continent = k.continent`.execute(trx);
  }
  if (upserts.length > 0) {
    await sql`
      insert into staking_position (address, continent, amount)
      select address, continent, amount
      from ${jsonRows('k', upserts, sql`address text, continent int, amount numeric`)}
      on conflict (address, continent) do update set amount = excluded.amount, updated_at = now()`.execute(
      trx,
    );
  }
  await trx
    .insertInto('staking_continent')
    .values(
      [...totals].map(([continent, figures]) => ({
        continent,
        total: figures.total.toString(),
        holders: figures.holders,
      })),
    )
    .onConflict((oc) =>
      oc.column('continent').doUpdateSet({
        total: sql`staking_continent.total + excluded.total`,
        holders: sql`staking_continent.holders + excluded.holders`,
      }),
    )
    .execute();
  // A continent has a row only while someone pledges there, as a fresh index (and
  // rebuildStakingAggregates) leaves it: a reorg reverting its only pledges, or the last holder
  // leaving, drops the row instead of keeping zeros.
  await trx
    .deleteFrom('staking_continent')
    .where('continent', 'in', [...totals.keys()])
    .where('holders', '=', 0)
    .execute();
  await refreshHolders(trx, [...holders]);
}

/**
 * The holders' rows from their positions: total and main continent, or no row without a stake;
 * and the pledger count (staking_summary) by how many of them joined or left.
 */
async function refreshHolders(trx: Kysely<Database>, addresses: readonly string[]): Promise<void> {
  const touched = jsonValues(addresses);
  const before = await sql<{ holders: string }>`
    select count(*) as holders from staking_holder where address in ${touched}`.execute(trx);
  const refreshed = await sql<{ address: string }>`
    insert into staking_holder (address, total, continent)
    select address, sum(amount), (array_agg(continent order by amount desc, continent))[1]
    from staking_position where address in ${touched} group by address
    on conflict (address) do update set total = excluded.total, continent = excluded.continent
    returning address`.execute(trx);
  if (refreshed.rows.length < addresses.length) {
    await sql`
      delete from staking_holder
      where address in ${touched}
        and not exists (select 1 from staking_position p where p.address = staking_holder.address)`.execute(
      trx,
    );
  }
  // Every touched address with a stake was upserted; the others no longer have a row.
  const joined = refreshed.rows.length - Number(before.rows[0]?.holders ?? 0);
  if (joined !== 0) {
    await trx
      .updateTable('staking_summary')
      .set({ holders: sql`holders + ${joined}` })
      .execute();
  }
}

/**
 * Every event carries the holder's stake after it (`newStake`), the contract's own figure: apply
 * sets the position to it, and revert sets it back to the stake before the event (newStake ∓
 * amount). Logs of one position are applied oldest first and reverted newest first, so the
 * stored figure always equals the chain's at the indexed block, with no drift from a sum.
 * A run of logs is one set-based write: the last figure of each position wins.
 */
async function applyStakeEvents(trx: Kysely<Database>, events: readonly StakeEvent[]): Promise<void> {
  await setPositions(
    trx,
    checked(events).map((event) => ({
      holder: event.args.holder,
      continent: event.args.continent,
      amount: event.args.newStake,
    })),
  );
}

/** `events` newest first, as the indexer reverts them. */
async function revertStakeEvents(trx: Kysely<Database>, events: readonly StakeEvent[]): Promise<void> {
  await setPositions(
    trx,
    checked(events).map((event) => ({
      holder: event.args.holder,
      continent: event.args.continent,
      amount:
        event.eventName === 'Staked'
          ? event.args.newStake - event.args.amount
          : event.args.newStake + event.args.amount,
    })),
  );
}

/** One event alone, as a run of one (the engine's per-log path). */
const oneEvent: EventHandler<StakeEvent> = {
  apply: (trx, event) => applyStakeEvents(trx, [event]),
  revert: (trx, event) => revertStakeEvents(trx, [event]),
};

const STAKE_EVENTS = ['Staked', 'Unstaked'] as const;

/** Tests: a run of stored logs as the indexer applies them (other events of the contract ignored). */
export async function applyStakingLogs(trx: Kysely<Database>, logs: readonly IndexedLog[]): Promise<void> {
  await applyStakeEvents(trx, typedLogs(stakingAbi, [...STAKE_EVENTS], logs));
}

/** Tests: a run of stored logs, newest first, as the indexer reverts them. */
export async function revertStakingLogs(trx: Kysely<Database>, logs: readonly IndexedLog[]): Promise<void> {
  await revertStakeEvents(trx, typedLogs(stakingAbi, [...STAKE_EVENTS], logs));
}

export function applyStakingLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  return applyStakingLogs(trx, [log]);
}

export function revertStakingLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  return revertStakingLogs(trx, [log]);
}

/** The Staking contract on Ethereum, or undefined when the deployment has none. */
export function stakingSubscription(deployment: Deployment | undefined): IndexerSubscription | undefined {
  const staking = findContract(deployment, 'Staking', STAKING_NETWORK);
  if (!deployment || !staking) return undefined;
  return subscription({
    name: STAKING_SUBSCRIPTION,
    chainId: staking.chainId,
    address: staking.address,
    abi: stakingAbi,
    startBlock: BigInt(deployment.chains[STAKING_NETWORK].startBlock),
    on: { Staked: oneEvent, Unstaked: oneEvent },
    applyBatch: applyStakeEvents,
    revertBatch: revertStakeEvents,
  });
}
