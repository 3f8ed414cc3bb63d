import { claimRewardEndpoint } from '@kingdoms/shared/api/staking';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client';
import { useOverlays } from '../../../shared/overlays';
import { call, signIn, useWalletAction } from '../../wallet/onchain';
import { stakingKeys } from '../api/stakingQueries';

/**
 * Spec 3 §7 /staking/claim/myreward. A claim changes state for the wallet, so it needs the
 * wallet's Sign-In with Ethereum session (DESIGN "Trust"): sign in first when there is none for
 * the connected wallet (the action's sign-in step), then claim. The payout follows on Polygon
 * within 24 hours.
 */
export function useRewardClaim(address: string | undefined) {
  const { t } = useTranslation('pledging');
  const { showAlert } = useOverlays();
  const queryClient = useQueryClient();

  const action = useWalletAction<string>({
    id: 'pledging.reward-claim',
    network: 'polygon',
    steps: (claimant) => [
      signIn(claimRewardEndpoint),
      call('reward claim', () => callApi(claimRewardEndpoint, { address: claimant })),
    ],
    onDone: async () => {
      showAlert(t('reward_sent'));
      await queryClient.invalidateQueries({ queryKey: stakingKeys.all });
    },
  });

  return {
    claim: () => {
      if (address) void action.run(address);
    },
    pending: action.preparing,
  };
}
