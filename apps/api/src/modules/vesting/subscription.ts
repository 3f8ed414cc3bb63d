import { findContract } from '@kingdoms/contracts/contractOf';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { IndexedLog, IndexerSubscription } from '../chain-indexer';

export const VESTING_SUBSCRIPTION = 'vesting';

const uint = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(BigInt);
/** Claimed(beneficiary, amount, cumulative) as the indexer hands it over (JSON-safe). */
const claimedArgs = z.object({
  beneficiary: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => value.toLowerCase()),
  amount: uint,
  cumulative: uint,
});

/** Records a Claimed event; other events of the contract (SignerChanged, Paused) matter to nobody here. */
export async function applyVestingLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  if (log.eventName !== 'Claimed') return;
  // A malformed log is a bug: throwing rolls the indexer's batch back and it logs the error.
  const event = claimedArgs.parse(log.args);
  await trx
    .insertInto('vesting_claim')
    .values({
      chain_id: log.chainId,
      tx_hash: log.txHash.toLowerCase(),
      log_index: log.logIndex,
      block_number: log.blockNumber,
      block_time: new Date(log.blockTime * 1000),
      beneficiary: event.beneficiary,
      amount: event.amount,
      cumulative: event.cumulative,
    })
    .execute();
}

/** A reorg removed the claim: the wallet's paid amount is what the chain now says. */
export async function revertVestingLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  if (log.eventName !== 'Claimed') return;
  await trx
    .deleteFrom('vesting_claim')
    .where('chain_id', '=', String(log.chainId))
    .where('tx_hash', '=', log.txHash.toLowerCase())
    .where('log_index', '=', log.logIndex)
    .execute();
}

/** The Vesting contract on Ethereum, or undefined when the deployment has none. */
export function vestingSubscription(deployment: Deployment | undefined): IndexerSubscription | undefined {
  const vesting = findContract(deployment, 'Vesting', 'ethereum');
  if (!deployment || !vesting) return undefined;
  return {
    name: VESTING_SUBSCRIPTION,
    chainId: vesting.chainId,
    address: vesting.address,
    abi: vesting.abi,
    startBlock: BigInt(deployment.chains.ethereum.startBlock),
    apply: applyVestingLog,
    revert: revertVestingLog,
  };
}
