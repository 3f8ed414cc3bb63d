import { vestingDashboardEndpoint } from '@kingdoms/shared/api/vesting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { type SessionFor, useSessionFor } from '../../wallet/onchain';
import { vestingKeys } from '../api/vestingQueries';

export interface RewardSession {
  /** 'checking' until the API said whether this browser is signed in as the connected wallet. */
  status: SessionFor['status'];
  signIn: () => void;
  signingIn: boolean;
  /** Asks the API again (a read answered 401: the session ended). */
  recheck: () => Promise<void>;
}

/**
 * My Reward shows a wallet's own schedules, so the API answers only its Sign-In with Ethereum
 * session (DESIGN "Trust"). Connected but not signed in as this wallet: the page offers to sign
 * in (the wallet's sign-in step: one message signature). A wallet change checks again.
 */
export function useRewardSession(): RewardSession {
  const session = useSessionFor(vestingDashboardEndpoint, { watch: true });
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('my-reward');
  const mutation = useMutation({
    mutationFn: session.ensure,
    // Every read made without the session.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vestingKeys.all }),
    onError: (error) => errors.show(error, { action: 'sign-in', walletRequest: 'signature' }),
  });
  return {
    status: session.status,
    signIn: () => mutation.mutate(),
    signingIn: mutation.isPending,
    recheck: session.recheck,
  };
}
