import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import { createPublicClient, http, type PublicClient, TransactionReceiptNotFoundError } from 'viem';
import type { ApiConfig } from '../../config';
import type { ReceiptBlockReader } from './service';

/**
 * Reads a transaction's block from its receipt on any chain of the deployment (RPC_URL_<NETWORK>
 * first): only to know how long to wait for the indexer.
 */
export function receiptBlockReader(config: ApiConfig, deployment: Deployment): ReceiptBlockReader {
  const clients = new Map<number, PublicClient>();
  for (const key of NETWORK_KEYS) {
    const chain = deployment.chains[key];
    clients.set(
      chain.chainId,
      createPublicClient({
        transport: http(config.networkOverrides[key].rpcUrl ?? chain.rpcUrl, {
          retryCount: 1,
          timeout: 10_000,
        }),
      }),
    );
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
