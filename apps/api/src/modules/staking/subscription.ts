import { findContract } from '@kingdoms/contracts/contractOf';
import type { Deployment } from '@kingdoms/shared/deployment';
import { CONTINENT_MAX, CONTINENT_MIN } from '@kingdoms/shared/staking';
import type { Kysely } from 'kysely';
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

/** Sets one position; rows exist only while the stake is above 0. */
async function setPosition(trx: Kysely<Database>, event: StakeEvent, amount: bigint): Promise<void> {
  if (amount < 0n) {
    throw new Error(`Staking position of ${event.holder} on continent ${event.continent} would be ${amount}`);
  }
  if (amount === 0n) {
    await trx
      .deleteFrom('staking_position')
      .where('address', '=', event.holder)
      .where('continent', '=', event.continent)
      .execute();
    return;
  }
  await trx
    .insertInto('staking_position')
    .values({ address: event.holder, continent: event.continent, amount: amount.toString() })
    .onConflict((oc) =>
      oc.columns(['address', 'continent']).doUpdateSet({ amount: amount.toString(), updated_at: new Date() }),
    )
    .execute();
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
