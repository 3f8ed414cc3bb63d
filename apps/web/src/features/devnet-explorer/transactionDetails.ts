import type { Hash } from 'viem';
import type { ChainReceipt, ChainTransaction, ExplorerClient } from './explorerClient';

export type TransactionDetails =
  | { status: 'not_found' }
  | { status: 'pending'; tx: ChainTransaction }
  | { status: 'success' | 'reverted'; tx: ChainTransaction; receipt: ChainReceipt; timestamp: bigint };

/**
 * A transaction as the explorer shows it. Known to the node without a receipt = pending (still in
 * the mempool); a receipt decides success or reverted; neither = not found on this chain.
 */
export async function readTransactionDetails(
  client: ExplorerClient,
  hash: Hash,
): Promise<TransactionDetails> {
  const [tx, receipt] = await Promise.all([client.getTransaction(hash), client.getReceipt(hash)]);
  if (!tx) return { status: 'not_found' };
  if (!receipt) return { status: 'pending', tx };
  const timestamp = await client.getBlockTimestamp(receipt.blockNumber);
  return { status: receipt.status, tx, receipt, timestamp };
}
