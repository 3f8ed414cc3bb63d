import type { NetworkInfo } from '@kingdoms/shared/networks';
import type { Address } from 'viem';

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
