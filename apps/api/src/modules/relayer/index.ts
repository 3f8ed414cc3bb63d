/** What other modules may use of the relayer (its server part is ./module.ts). */

export { type BridgePayload, bridgePayloadOf, bridgeRelayerRoutes } from './bridgeRoutes';
export { GENESIS_EGG_ROUTE, genesisEggRoute } from './genesisEggRoute';
export {
  type MessageRecord,
  messagesDeliveredBy,
  messagesOfParty,
  messagesOfSourceTx,
  sentAmount,
} from './messages';
export type { DeliveryCall, RelayerMessage, RelayerRoute, RouteContext, RouteFactory } from './route';
export {
  availableAtOf,
  relayerSignerKey,
  type SignatureState,
  signatureFor,
} from './signatures';
export { routeSubscription } from './subscription';
export type { RelayerStatus } from './tables';
