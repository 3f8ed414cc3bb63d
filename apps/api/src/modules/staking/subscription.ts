import { findContract } from '@kingdoms/contracts/contractOf';
import type { Deployment } from '@kingdoms/shared/deployment';
import { CONTINENT_MAX, CONTINENT_MIN } from '@kingdoms/shared/staking';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { IndexedLog, IndexerSubscription } from '../chain-indexer';

export const STAKING_SUBSCRIPTION = 'staking';

const uint = z.string().regex(/^\d+$/).transform(BigInt);
/** Staked / Unstaked(holder, continent, amount, newStake) as the indexer hands them over (JSON-safe). */
const stakeEventArgs = z.object({
  holder: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => value.toLowerCase()),
  continent: z.coerce.number().int().min(CONTINENT_MIN).max(CONTINENT_MAX),
  amount: uint,
  newStake: uint,
});

type StakeEvent = z.infer<typeof stakeEventArgs> & { kind: 'Staked' | 'Unstaked' };

function stakeEvent(log: IndexedLog): StakeEvent | undefined {
  if (log.eventName !== 'Staked' && log.eventName !== 'Unstaked') return undefined;
  // A malformed log is a bug: throwing rolls the indexer's batch back and it logs the error.
  return { kind: log.eventName, ...stakeEventArgs.parse(log.args) };
}

/**
 * Sets one position (rows exist only while the stake is above 0) and, in the same transaction,
 * the figures kept beside it: the continent's total and pledger count, and the holder's total
 * and main continent (recomputed from the holder's few positions, so it cannot drift).
 */
async function setPosition(trx: Kysely<Database>, event: StakeEvent, amount: bigint): Promise<void> {
  if (amount < 0n) {
    throw new Error(`Staking position of ${event.holder} on continent ${event.continent} would be ${amount}`);
  }
  const previous = await trx
    .selectFrom('staking_position')
    .select('amount')
    .where('address', '=', event.holder)
    .where('continent', '=', event.continent)
    .executeTakeFirst();
  const before = previous ? BigInt(previous.amount) : 0n;
  if (amount === before) return;
  if (amount === 0n) {
    await trx
      .deleteFrom('staking_position')
      .where('address', '=', event.holder)
      .where('continent', '=', event.continent)
      .execute();
  } else {
    await trx
      .insertInto('staking_position')
      .values({ address: event.holder, continent: event.continent, amount: amount.toString() })
      .onConflict((oc) =>
        oc
          .columns(['address', 'continent'])
          .doUpdateSet({ amount: amount.toString(), updated_at: new Date() }),
      )
      .execute();
  }
  const holdersChange = (before === 0n ? 1 : 0) - (amount === 0n ? 1 : 0);
  await trx
    .insertInto('staking_continent')
    .values({ continent: event.continent, total: (amount - before).toString(), holders: holdersChange })
    .onConflict((oc) =>
      oc.column('continent').doUpdateSet({
        total: sql`staking_continent.total + excluded.total`,
        holders: sql`staking_continent.holders + excluded.holders`,
      }),
    )
    .execute();
  await refreshHolder(trx, event.holder);
}

/** The holder's row from its positions: total and main continent, or no row without a stake. */
async function refreshHolder(trx: Kysely<Database>, address: string): Promise<void> {
  const refreshed = await sql<{ address: string }>`
    insert into staking_holder (address, total, continent)
    select address, sum(amount), (array_agg(continent order by amount desc, continent))[1]
    from staking_position where address = ${address} group by address
    on conflict (address) do update set total = excluded.total, continent = excluded.continent
    returning address`.execute(trx);
  if (refreshed.rows.length === 0)
    await trx.deleteFrom('staking_holder').where('address', '=', address).execute();
}

/**
 * Every event carries the holder's stake after it (`newStake`), the contract's own figure: apply
 * sets the position to it, and revert sets it back to the stake before the event (newStake ∓
 * amount). Logs of one position are applied oldest first and reverted newest first, so the
 * stored figure always equals the chain's at the indexed block, with no drift from a sum.
 */
export async function applyStakingLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  const event = stakeEvent(log);
  if (event) await setPosition(trx, event, event.newStake);
}

export async function revertStakingLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  const event = stakeEvent(log);
  if (!event) return;
  const before = event.kind === 'Staked' ? event.newStake - event.amount : event.newStake + event.amount;
  await setPosition(trx, event, before);
}

/** The Staking contract on Ethereum, or undefined when the deployment has none. */
export function stakingSubscription(deployment: Deployment | undefined): IndexerSubscription | undefined {
  const staking = findContract(deployment, 'Staking', 'ethereum');
  if (!deployment || !staking) return undefined;
  return {
    name: STAKING_SUBSCRIPTION,
    chainId: staking.chainId,
    address: staking.address,
    abi: staking.abi,
    startBlock: BigInt(deployment.chains.ethereum.startBlock),
    apply: applyStakingLog,
    revert: revertStakingLog,
  };
}
