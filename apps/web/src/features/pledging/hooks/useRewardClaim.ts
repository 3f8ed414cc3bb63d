import { claimRewardEndpoint } from '@kingdoms/shared/api/staking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { callApi } from '../../../shared/api/client';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../../shared/overlays';
import { currentSession, signInWithEthereum, useWalletRuntime } from '../../wallet/onchain';
import { stakingKeys } from '../api/stakingQueries';

export interface Claimant {
  address: string;
  checksumAddress: Address;
  chainId: number;
}

/**
 * Spec 3 §7 /staking/claim/myreward. A claim changes state for the wallet, so it needs the
 * wallet's Sign-In with Ethereum session (DESIGN "Trust"): sign in first when there is none for
 * this address, then claim. The payout follows on Polygon within 24 hours.
 */
export function useRewardClaim(claimant: Claimant | undefined) {
  const { t } = useTranslation('pledging');
  const { showAlert } = useOverlays();
  const errors = useErrorPresenter('pledging');
  const runtime = useWalletRuntime();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async ({ address, checksumAddress, chainId }: Claimant) => {
      const session = await currentSession().catch(() => undefined);
      if (session?.address !== address) await signInWithEthereum(runtime.config, checksumAddress, chainId);
      return callApi(claimRewardEndpoint, { address });
    },
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
      if (claimant) mutation.mutate(claimant);
    },
    pending: mutation.isPending,
  };
}
