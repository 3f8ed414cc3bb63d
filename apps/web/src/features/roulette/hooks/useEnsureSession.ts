import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { currentSession, signInWithEthereum, useWalletAccount, useWalletRuntime } from '../../wallet/onchain';
import { rouletteKeys } from '../api/rouletteQueries';

/**
 * Spin and burn act for the Sign-In with Ethereum session's wallet (DESIGN "Trust"). Before
 * either, this makes sure the browser is signed in as the connected wallet, asking for the one
 * sign-in signature only when it is not. Resolves to false when it could not (the alert said why).
 */
export function useEnsureSession(): () => Promise<boolean> {
  const account = useWalletAccount();
  const runtime = useWalletRuntime();
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('roulette.session');
  const { address, checksumAddress, chainId } = account;
  return useCallback(async () => {
    if (!address || !checksumAddress || chainId === undefined) return false;
    const signedIn = await queryClient.fetchQuery({
      queryKey: rouletteKeys.session(address),
      queryFn: async () => (await currentSession().catch(() => undefined))?.address === address,
      staleTime: 0,
    });
    if (signedIn) return true;
    try {
      await signInWithEthereum(runtime.config, checksumAddress, chainId);
      queryClient.setQueryData(rouletteKeys.session(address), true);
      return true;
    } catch (error) {
      errors.show(error, { action: 'roulette sign-in', walletRequest: 'signature' });
      return false;
    }
  }, [address, checksumAddress, chainId, runtime.config, queryClient, errors]);
}
