import { networkByChainId } from '@kingdoms/shared/networks';
import { useSyncExternalStore } from 'react';
import { useBalance, useConnection } from 'wagmi';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { reconnectPhase } from '../stack/reconnectPhase';
import { BALANCE_REFRESH_MS, type WalletAccount } from './walletAccount';

/** The account state of spec 1 §3 read from wagmi: the wallet stack's side of `useWalletAccount`. */
export function useWagmiAccount(): WalletAccount {
  const { env } = useRuntimeConfig();
  const connection = useConnection();
  const phase = useSyncExternalStore(reconnectPhase.subscribe, reconnectPhase.get);
  const connected = connection.status === 'connected';
  const balance = useBalance({
    address: connection.address,
    chainId: connection.chainId,
    // Unmounting or disconnecting disables the query, which stops the refresh timer.
    query: { enabled: connected, refetchInterval: connected ? BALANCE_REFRESH_MS : false },
  });
  const status = connected
    ? 'connected'
    : phase === 'reconnecting' || connection.status === 'reconnecting'
      ? 'reconnecting'
      : connection.status === 'connecting'
        ? 'connecting'
        : 'disconnected';
  return {
    status,
    address: connected ? connection.address?.toLowerCase() : undefined,
    checksumAddress: connected ? connection.address : undefined,
    chainId: connected ? connection.chainId : undefined,
    network:
      connected && connection.chainId !== undefined ? networkByChainId(connection.chainId, env) : undefined,
    balance: connected ? balance.data?.value : undefined,
    connectorName: connected ? connection.connector?.name : undefined,
  };
}
