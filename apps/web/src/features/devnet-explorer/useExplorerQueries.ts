import type { RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import { useQuery } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';
import { explorerClientFor } from './explorerClient';
import { readTransactionDetails } from './transactionDetails';

/** How often a pending transaction is read again, so the player sees it confirm. */
export const PENDING_POLL_MS = 2_000;

export function useTransactionDetails(network: RuntimeNetwork, hash: Hash) {
  return useQuery({
    queryKey: ['devnet-explorer', 'tx', network.key, network.rpcUrl, hash],
    queryFn: () => readTransactionDetails(explorerClientFor(network.rpcUrl), hash),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

export function useAccountDetails(network: RuntimeNetwork, address: Address) {
  return useQuery({
    queryKey: ['devnet-explorer', 'address', network.key, network.rpcUrl, address],
    queryFn: () => explorerClientFor(network.rpcUrl).getAccount(address),
  });
}
