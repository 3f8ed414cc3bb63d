/** What other modules may use of the relayer (its server part is ./module.ts). */

export { GENESIS_EGG_ROUTE } from './genesisEggRoute';
export type { DeliveryCall, RelayerMessage, RelayerRoute, RouteFactory } from './route';
export type { RelayerStatus } from './tables';
