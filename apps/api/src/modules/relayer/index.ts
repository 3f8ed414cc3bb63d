/** What other modules may use of the relayer (its server part is ./module.ts). */

export { GENESIS_EGG_ROUTE, genesisEggRoute } from './genesisEggRoute';
export type { MessageRecord } from './messages';
export { createRelayerMessages, type RelayerMessages } from './reads';
export {
  type DeliveryCall,
  type MessageFields,
  type RelayerMessage,
  type RelayerRoute,
  type RouteContext,
  type RouteEvents,
  type RouteFactory,
  routeEvents,
} from './route';
export { availableAtOf, relayerSigner, type SignatureState } from './signatures';
export { routeSubscription } from './subscription';
export type { RelayerStatus } from './tables';
