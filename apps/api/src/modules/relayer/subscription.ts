import type { IndexerSubscription } from '../chain-indexer';
import type { RelayerRoute } from './route';

/**
 * The source events of a route as relayer messages: one row per (route, nonce), inserted with
 * ON CONFLICT DO NOTHING, so a duplicated event (another log with the same nonce, a replayed
 * batch) never makes a second message. A reorg removes a message that was not sent yet.
 */
export function routeSubscription(route: RelayerRoute): IndexerSubscription {
  return {
    name: `relayer-${route.name}`,
    chainId: route.source.chainId,
    address: route.source.address,
    abi: route.source.abi,
    startBlock: route.source.startBlock,
    async apply(trx, log) {
      const message = route.message(log);
      if (!message) return;
      await trx
        .insertInto('relayer_message')
        .values({
          route: route.name,
          nonce: message.nonce,
          source_chain_id: log.chainId,
          source_tx_hash: log.txHash.toLowerCase(),
          source_log_index: log.logIndex,
          payload: JSON.stringify(message.payload),
        })
        .onConflict((oc) => oc.columns(['route', 'nonce']).doNothing())
        .execute();
    },
    async revert(trx, log) {
      const message = route.message(log);
      if (!message) return;
      // Only the row this log made, and only while nothing was sent for it.
      await trx
        .deleteFrom('relayer_message')
        .where('route', '=', route.name)
        .where('nonce', '=', message.nonce)
        .where('source_tx_hash', '=', log.txHash.toLowerCase())
        .where('source_log_index', '=', log.logIndex)
        .where('status', 'in', ['pending', 'failed'])
        .execute();
    },
  };
}
