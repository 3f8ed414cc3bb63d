import { useCallback } from 'react';
import { useWalletAccount } from '../account/useWalletAccount';
import { useWalletRuntime } from '../useWalletRuntime';
import { currentSession, signInWithEthereum } from './siweClient';

/**
 * Calls that act for the Sign-In with Ethereum session's wallet (DESIGN "Trust": roulette spin and
 * burn, the bridge's signature calls) first make sure this browser is signed in as the connected
 * wallet, asking for the one sign-in signature only when it is not. False without a wallet;
 * throws when the person refuses (the caller says so in its own words).
 */
export function useEnsureSignedIn(): () => Promise<boolean> {
  const account = useWalletAccount();
  const runtime = useWalletRuntime();
  const { address, checksumAddress, chainId } = account;
  return useCallback(async () => {
    if (!address || !checksumAddress || chainId === undefined) return false;
    const session = await currentSession().catch(() => undefined);
    if (session?.address === address) return true;
    await signInWithEthereum(runtime.config, checksumAddress, chainId);
    return true;
  }, [address, checksumAddress, chainId, runtime.config]);
}
