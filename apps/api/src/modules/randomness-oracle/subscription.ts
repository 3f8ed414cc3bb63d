import { findContract } from '@kingdoms/contracts/contractOf';
import { devRandomnessOracleAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { IndexedLog, IndexerSubscription } from '../chain-indexer';

const uint = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);
const hex32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/)
  .transform((value) => value.toLowerCase());
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value.toLowerCase());

const requestedArgs = z.object({ requestId: uint, consumer: address, commitment: hex32 });
const fulfilledArgs = z.object({ requestId: uint });

/**
 * RandomnessRequested inserts the request (once per chain and id, whatever the indexer redelivers);
 * RandomnessFulfilled marks it fulfilled, whoever sent the fulfilment.
 */
export async function applyRandomnessLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  if (log.eventName === 'RandomnessRequested') {
    const event = requestedArgs.parse(log.args);
    await trx
      .insertInto('randomness_request')
      .values({
        chain_id: log.chainId,
        request_id: event.requestId,
        oracle: log.address.toLowerCase(),
        consumer: event.consumer,
        commitment: event.commitment,
        requested_block: log.blockNumber,
        requested_tx_hash: log.txHash.toLowerCase(),
        requested_at: new Date(log.blockTime * 1000),
        status: 'pending',
      })
      .onConflict((oc) => oc.columns(['chain_id', 'request_id']).doNothing())
      .execute();
  } else if (log.eventName === 'RandomnessFulfilled') {
    const event = fulfilledArgs.parse(log.args);
    await trx
      .updateTable('randomness_request')
      .set({ status: 'fulfilled', fulfilled_at: new Date(log.blockTime * 1000), last_error: null })
      .where('chain_id', '=', String(log.chainId))
      .where('request_id', '=', event.requestId)
      .execute();
  }
}

/** A reorg removed the event: the request is gone, or open again (the worker checks the chain). */
export async function revertRandomnessLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  if (log.eventName === 'RandomnessRequested') {
    const event = requestedArgs.parse(log.args);
    await trx
      .deleteFrom('randomness_request')
      .where('chain_id', '=', String(log.chainId))
      .where('request_id', '=', event.requestId)
      .execute();
  } else if (log.eventName === 'RandomnessFulfilled') {
    const event = fulfilledArgs.parse(log.args);
    await trx
      .updateTable('randomness_request')
      .set({ status: 'pending', fulfilled_at: null })
      .where('chain_id', '=', String(log.chainId))
      .where('request_id', '=', event.requestId)
      .where('status', '=', 'fulfilled')
      .execute();
  }
}

/** The DevRandomnessOracle of each network the deployment has one on. */
export function deployedOracles(deployment: Deployment | undefined) {
  return NETWORK_KEYS.flatMap((network: NetworkKey) => {
    const oracle = findContract(deployment, 'DevRandomnessOracle', network);
    if (!deployment || !oracle) return [];
    return [{ network, oracle, startBlock: BigInt(deployment.chains[network].startBlock) }];
  });
}

export function randomnessSubscriptions(deployment: Deployment | undefined): IndexerSubscription[] {
  return deployedOracles(deployment).map(({ network, oracle, startBlock }) => ({
    name: `randomness-oracle:${network}`,
    chainId: oracle.chainId,
    address: oracle.address,
    abi: devRandomnessOracleAbi,
    startBlock,
    apply: applyRandomnessLog,
    revert: revertRandomnessLog,
  }));
}
