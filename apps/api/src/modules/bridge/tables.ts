import type { Int8, Numeric } from '../../db/columns';

/**
 * RESOURCE holdings (ERC-1155) folded from TransferSingle/TransferBatch: one row per (chain,
 * owner, id); a reorg reverses the same arithmetic. Rows at 0 stay (reads skip them).
 */
export interface BridgeResourceBalanceTable {
  chain_id: Int8;
  owner: string;
  token_id: Numeric;
  amount: Numeric;
}

export interface BridgeTables {
  bridge_resource_balance: BridgeResourceBalanceTable;
}
