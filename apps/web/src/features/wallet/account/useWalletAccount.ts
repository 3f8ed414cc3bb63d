import { type NetworkInfo, networkByChainId } from '@kingdoms/shared/networks';
import { useSyncExternalStore } from 'react';
import type { Address } from 'viem';
import { useBalance, useConnection } from 'wagmi';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { reconnectPhase } from '../connection';

/** Spec 1 §4: the native balance is polled while a wallet is connected. */
export const BALANCE_REFRESH_MS = 15_000;

export interface WalletAccount {
  status: 'disconnected' | 'reconnecting' | 'connecting' | 'connected';
  /** Spec 1 §3: the address is kept lowercase. */
  address: string | undefined;
  /** The checksummed form, for contract calls. */
  checksumAddress: Address | undefined;
  chainId: number | undefined;
  /** The supported network the wallet is on, or undefined on any other chain. */
  network: NetworkInfo | undefined;
  balance: bigint | undefined;
  connectorName: string | undefined;
}

/** The account state of spec 1 §3 (wallet name, account, balance, network id). */
export function useWalletAccount(): WalletAccount {
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
