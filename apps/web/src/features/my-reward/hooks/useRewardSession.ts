import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { currentSession, signInWithEthereum, useWalletAccount, useWalletRuntime } from '../../wallet/onchain';
import { vestingKeys } from '../api/vestingQueries';

export interface RewardSession {
  /** 'checking' until the API said whether this browser is signed in as the connected wallet. */
  status: 'no-wallet' | 'checking' | 'signed-out' | 'signed-in';
  signIn: () => void;
  signingIn: boolean;
}

/**
 * My Reward shows a wallet's own schedules, so the API answers only its Sign-In with Ethereum
 * session (DESIGN "Trust"). Connected but not signed in as this wallet: the page offers to sign
 * in (one message signature). A wallet change checks again.
 */
export function useRewardSession(): RewardSession {
  const account = useWalletAccount();
  const runtime = useWalletRuntime();
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('my-reward');
  const address = account.address;
  const session = useQuery({
    queryKey: vestingKeys.session(address ?? ''),
    queryFn: async () => (await currentSession().catch(() => undefined))?.address === address,
    enabled: address !== undefined,
  });
  const mutation = useMutation({
    mutationFn: async () => {
      if (!account.checksumAddress || account.chainId === undefined) return;
      await signInWithEthereum(runtime.config, account.checksumAddress, account.chainId);
    },
    // The session and every read made without it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vestingKeys.all }),
    onError: (error) => errors.show(error, { action: 'sign-in', walletRequest: 'signature' }),
  });
  const status =
    account.status !== 'connected' || !address
      ? 'no-wallet'
      : session.data === undefined
        ? 'checking'
        : session.data
          ? 'signed-in'
          : 'signed-out';
  return { status, signIn: () => mutation.mutate(), signingIn: mutation.isPending };
}
