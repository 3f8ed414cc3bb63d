import { useCallback } from 'react';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useEnsureSignedIn } from '../../wallet/onchain';

/**
 * Spin and burn act for the Sign-In with Ethereum session's wallet: the wallet's sign-in check,
 * with a refusal shown in the roulette's words. Resolves to false when it could not sign in.
 */
export function useEnsureSession(): () => Promise<boolean> {
  const ensureSignedIn = useEnsureSignedIn();
  const errors = useErrorPresenter('roulette.session');
  return useCallback(async () => {
    try {
      return await ensureSignedIn();
    } catch (error) {
      errors.show(error, { action: 'roulette sign-in', walletRequest: 'signature' });
      return false;
    }
  }, [ensureSignedIn, errors]);
}
