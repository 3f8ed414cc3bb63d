import { claimRewardEndpoint } from '@kingdoms/shared/api/staking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { callApi } from '../../../shared/api/client';
import { useOverlays } from '../../../shared/overlays';
import { currentSession, signInWithEthereum, useWalletRuntime } from '../../wallet/onchain';
import { stakingKeys } from '../api/stakingQueries';
import { failureCodeOf } from '../logic/failureCode';

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
        showAlert(t(`alert_${reply.err.code}`, { defaultValue: t('alert_request_failed') }));
        return;
      }
      showAlert(t('alert_reward_sent'));
      await queryClient.invalidateQueries({ queryKey: stakingKeys.all });
    },
    onError: (error) => {
      const code = failureCodeOf(error);
      if (code !== 'canceled') console.error('[pledging] reward claim failed', error);
      showAlert(t(`alert_${code}`, { defaultValue: t('alert_request_failed') }));
    },
  });

  return {
    claim: () => {
      if (claimant) mutation.mutate(claimant);
    },
    pending: mutation.isPending,
  };
}
