import { findContract } from '@kingdoms/contracts/contractOf';
import { devRandomnessOracleAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { type EventHandlers, type IndexerSubscription, subscription } from '../chain-indexer';

/**
 * RandomnessRequested inserts the request (once per chain and id, whatever the indexer redelivers);
 * RandomnessFulfilled marks it fulfilled, whoever sent the fulfilment. A reorg removing the event
 * removes the request, or opens it again (the worker checks the chain).
 */
export const randomnessEvents: EventHandlers<
  typeof devRandomnessOracleAbi,
  'RandomnessRequested' | 'RandomnessFulfilled'
> = {
  RandomnessRequested: {
    async apply(trx, log) {
      await trx
        .insertInto('randomness_request')
        .values({
          chain_id: log.chainId,
          request_id: log.args.requestId.toString(),
          oracle: log.address.toLowerCase(),
          consumer: log.args.consumer,
          commitment: log.args.commitment.toLowerCase(),
          requested_block: log.blockNumber,
          requested_tx_hash: log.txHash.toLowerCase(),
          requested_at: new Date(log.blockTime * 1000),
          status: 'pending',
        })
        .onConflict((oc) => oc.columns(['chain_id', 'request_id']).doNothing())
        .execute();
    },
    async revert(trx, log) {
      await trx
        .deleteFrom('randomness_request')
        .where('chain_id', '=', String(log.chainId))
        .where('request_id', '=', log.args.requestId.toString())
        .execute();
    },
  },
  RandomnessFulfilled: {
    async apply(trx, log) {
      await trx
        .updateTable('randomness_request')
        .set({ status: 'fulfilled', fulfilled_at: new Date(log.blockTime * 1000), last_error: null })
        .where('chain_id', '=', String(log.chainId))
        .where('request_id', '=', log.args.requestId.toString())
        .execute();
    },
    async revert(trx, log) {
      await trx
        .updateTable('randomness_request')
        .set({ status: 'pending', fulfilled_at: null })
        .where('chain_id', '=', String(log.chainId))
        .where('request_id', '=', log.args.requestId.toString())
        .where('status', '=', 'fulfilled')
        .execute();
    },
  },
};

/** The DevRandomnessOracle of each network the deployment has one on. */
export function deployedOracles(deployment: Deployment | undefined) {
  return NETWORK_KEYS.flatMap((network: NetworkKey) => {
    const oracle = findContract(deployment, 'DevRandomnessOracle', network);
    if (!deployment || !oracle) return [];
    return [{ network, oracle, startBlock: BigInt(deployment.chains[network].startBlock) }];
  });
}

export function randomnessSubscriptions(deployment: Deployment | undefined): IndexerSubscription[] {
  return deployedOracles(deployment).map(({ network, oracle, startBlock }) =>
    subscription({
      name: `randomness-oracle:${network}`,
      chainId: oracle.chainId,
      address: oracle.address,
      abi: devRandomnessOracleAbi,
      startBlock,
      on: randomnessEvents,
    }),
  );
}
