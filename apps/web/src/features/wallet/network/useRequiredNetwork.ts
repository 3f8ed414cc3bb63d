import { chainIdOf, type NetworkKey } from '@kingdoms/shared/networks';
import { useState } from 'react';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import type { UserError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useWalletAccount } from '../account/useWalletAccount';
import { useActiveWalletStack } from '../stack/walletStack';

export interface RequiredNetwork {
  /** True when a wallet is connected and on the network the page needs. */
  onRequiredNetwork: boolean;
  /** True when a wallet is connected but on another chain. */
  wrongNetwork: boolean;
  switching: boolean;
  /** The last failed switch, described by the one error mapper. */
  error: UserError | null;
  switchToRequired: () => Promise<boolean>;
}

/** A page states the network it needs; this says whether the wallet is there and moves it. */
export function useRequiredNetwork(network: NetworkKey): RequiredNetwork {
  const active = useActiveWalletStack();
  const { env } = useRuntimeConfig();
  const account = useWalletAccount();
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<UserError | null>(null);
  const errors = useErrorPresenter('wallet.network');
  const required = chainIdOf(network, env);
  const connected = account.status === 'connected';
  return {
    onRequiredNetwork: connected && account.chainId === required,
    wrongNetwork: connected && account.chainId !== required,
    switching,
    error,
    async switchToRequired() {
      // Without the wallet stack no wallet is connected: there is nothing to switch.
      if (!active) return false;
      setSwitching(true);
      setError(null);
      const result = await active.stack.switchNetwork(active.runtime.config, env, network);
      setSwitching(false);
      if (!result.ok) setError(errors.describe(result.error, { action: `switch to ${network}` }));
      return result.ok;
    },
  };
}
