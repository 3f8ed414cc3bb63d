/** What other modules may use of the chain indexer (its server part is ./module.ts). */

export {
  argsOf,
  type EventArgs,
  type EventHandler,
  type EventHandlers,
  isTypedSubscription,
  onEvents,
  storedArgs,
  subscription,
  type TypedLog,
  typedLog,
  typedLogs,
} from './events';
export { type ChainIndexers, startChainIndexers } from './indexers';
export type { ChainIndexingStatus, IndexedLog, IndexerSubscription } from './types';
