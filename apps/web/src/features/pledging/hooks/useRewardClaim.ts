import { claimRewardEndpoint } from '@kingdoms/shared/api/staking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../../shared/overlays';
import { useSignedCall } from '../../wallet/onchain';
import { stakingKeys } from '../api/stakingQueries';

/**
 * Spec 3 §7 /staking/claim/myreward. A claim changes state for the wallet, so it needs the
 * wallet's Sign-In with Ethereum session (DESIGN "Trust"): sign in first when there is none for
 * the connected wallet (the wallet's sign-in step), then claim. The payout follows on Polygon
 * within 24 hours.
 */
export function useRewardClaim(address: string | undefined) {
  const { t } = useTranslation('pledging');
  const { showAlert } = useOverlays();
  const errors = useErrorPresenter('pledging');
  const signedCall = useSignedCall();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (claimant: string) => signedCall(claimRewardEndpoint, { address: claimant }),
    onSuccess: async (reply) => {
      if (reply.result === 0) {
        errors.show(reply, { action: 'reward claim' });
        return;
      }
      showAlert(t('reward_sent'));
      await queryClient.invalidateQueries({ queryKey: stakingKeys.all });
    },
    // The only wallet request here is the sign-in's signature.
    onError: (error) => errors.show(error, { action: 'reward claim', walletRequest: 'signature' }),
  });

  return {
    claim: () => {
      if (address) mutation.mutate(address);
    },
    pending: mutation.isPending,
  };
}
