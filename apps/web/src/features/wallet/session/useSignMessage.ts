import { useCallback } from 'react';
import type { Address, Hex } from 'viem';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useActiveWalletStack } from '../stack/walletStack';

/** A personal_sign of `message` by the connected wallet `account`. */
export type SignMessage = (account: Address, message: string) => Promise<Hex>;

/**
 * THE personal_sign of a page's own message (a pledging comment, a rental): the connected wallet
 * signs `message`. Without a connected wallet it throws `not_signed_in`, as a signed call does.
 */
export function useSignMessage(): SignMessage {
  const active = useActiveWalletStack();
  return useCallback(
    async (account, message) => {
      if (!active) throw new UserFacingError('not_signed_in');
      return active.stack.signMessage(active.runtime.config, { account, message });
    },
    [active],
  );
}
