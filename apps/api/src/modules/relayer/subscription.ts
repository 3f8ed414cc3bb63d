import { sql } from 'kysely';
import type { Abi } from 'viem';
import {
  type EventHandler,
  type EventHandlers,
  type IndexerSubscription,
  subscription,
  type TypedLog,
} from '../chain-indexer';
import type { RelayerRoute, RouteEvents } from './route';

/** The handler pair of each event a route names, built around what the event means to the route. */
function eventHandlers<R>(
  events: RouteEvents<R>,
  handler: (meaning: (log: TypedLog<Abi>) => R | undefined) => EventHandler<TypedLog<Abi>>,
): EventHandlers<Abi, string> {
  return Object.fromEntries(Object.entries(events.on).map(([name, meaning]) => [name, handler(meaning)]));
}

/** A route's events as an indexer subscription (`subscription({ on })`, each log typed by the ABI). */
function eventsSubscription<R>(
  name: string,
  events: RouteEvents<R>,
  handler: (meaning: (log: TypedLog<Abi>) => R | undefined) => EventHandler<TypedLog<Abi>>,
): IndexerSubscription {
  return subscription({
    name,
    chainId: events.chainId,
    address: events.address,
    abi: events.abi,
    startBlock: events.startBlock,
    on: eventHandlers(events, handler),
  });
}

import type { RelayerStatus } from './tables';

/**
 * The source events of a route as relayer messages: one row per (route, nonce), inserted with
 * ON CONFLICT DO NOTHING, so a duplicated event (another log with the same nonce, a replayed
 * batch) never makes a second message. A reorg removes a message that was not sent yet.
 */
export function routeSubscription(route: RelayerRoute): IndexerSubscription {
  return eventsSubscription(`relayer-${route.name}`, route.source, (messageOf) => ({
    async apply(trx, log) {
      const message = messageOf(log);
      if (!message) return;
      await trx
        .insertInto('relayer_message')
        .values({
          route: route.name,
          nonce: message.nonce,
          source_chain_id: log.chainId,
          source_tx_hash: log.txHash.toLowerCase(),
          source_log_index: log.logIndex,
          source_block_time: new Date(log.blockTime * 1000),
          payload: JSON.stringify(message.payload),
        })
        .onConflict((oc) => oc.columns(['route', 'nonce']).doNothing())
        .execute();
    },
    async revert(trx, log) {
      const message = messageOf(log);
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
  }));
}

/**
 * The target's delivery events of a route (`route.delivered`), whoever sent them: the message is
 * marked delivered with the indexed transaction and its block's time, so a signature route knows
 * its signature was used and a history shows the delivery. A reorg puts the message back where it
 * was (signed, or pending for the worker, which asks the target contract before sending again).
 */
export function deliverySubscription(route: RelayerRoute): IndexerSubscription | undefined {
  const delivered = route.delivered;
  if (!delivered) return undefined;
  return eventsSubscription(`relayer-${route.name}-delivered`, delivered, (nonceOf) => ({
    async apply(trx, log) {
      const nonce = nonceOf(log);
      if (nonce === undefined) return;
      await trx
        .updateTable('relayer_message')
        .set({
          status: 'delivered',
          tx_hash: log.txHash.toLowerCase(),
          delivered_at: new Date(log.blockTime * 1000),
          last_error: null,
        })
        .where('route', '=', route.name)
        .where('nonce', '=', nonce)
        .execute();
    },
    async revert(trx, log) {
      const nonce = nonceOf(log);
      if (nonce === undefined) return;
      await trx
        .updateTable('relayer_message')
        .set(
          route.delivery === 'signature'
            ? {
                status: sql<RelayerStatus>`case when signature is null then 'pending' else 'signed' end`,
                delivered_at: null,
                tx_hash: null,
              }
            : { status: 'pending', delivered_at: null },
        )
        .where('route', '=', route.name)
        .where('nonce', '=', nonce)
        .where('tx_hash', '=', log.txHash.toLowerCase())
        .execute();
    },
  }));
}
