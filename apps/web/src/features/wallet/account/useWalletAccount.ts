import { useSyncExternalStore } from 'react';
import { reconnectPhase } from '../stack/reconnectPhase';
import { useActiveWalletStack } from '../stack/walletStack';
import type { WalletAccount } from './walletAccount';

export { BALANCE_REFRESH_MS, type WalletAccount } from './walletAccount';

/**
 * The account state of spec 1 §3 (wallet name, account, balance, network id). Before the wallet
 * stack has loaded (stack/walletStack.ts) no wallet can be connected: the account is disconnected,
 * or reconnecting while a stored wallet's stack is on its way; then wagmi's account.
 */
export function useWalletAccount(): WalletAccount {
  // The boundary remounts its subtree when the stack arrives, so each mount calls one hook.
  const useAccount = useActiveWalletStack()?.stack.useAccount ?? useAccountBeforeStack;
  return useAccount();
}

function useAccountBeforeStack(): WalletAccount {
  const phase = useSyncExternalStore(reconnectPhase.subscribe, reconnectPhase.get);
  return {
    status: phase === 'reconnecting' ? 'reconnecting' : 'disconnected',
    address: undefined,
    checksumAddress: undefined,
    chainId: undefined,
    network: undefined,
    balance: undefined,
    connectorName: undefined,
  };
}
