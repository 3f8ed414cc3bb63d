import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import { type PublicClient, TransactionReceiptNotFoundError } from 'viem';
import type { Chains } from '../../chains';
import type { ReceiptBlockReader } from './service';

/**
 * Reads a transaction's block from its receipt on any chain of the deployment (RPC_URL_<NETWORK>
 * first): only to know how long to wait for the indexer.
 */
export function receiptBlockReader(chains: Chains, deployment: Deployment): ReceiptBlockReader {
  const clients = new Map<number, PublicClient>();
  for (const key of NETWORK_KEYS) {
    clients.set(deployment.chains[key].chainId, chains.client(key, { retryCount: 1, timeoutMs: 10_000 }));
  }
  return async (chainId, txHash) => {
    const client = clients.get(chainId);
    if (!client) return undefined;
    try {
      const receipt = await client.getTransactionReceipt({ hash: txHash });
      return receipt.status === 'success' ? receipt.blockNumber : undefined;
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    }
  };
}
