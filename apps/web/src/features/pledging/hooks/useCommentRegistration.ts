import { changeCommentEndpoint } from '@kingdoms/shared/api/staking';
import { commentMessage } from '@kingdoms/shared/staking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { signMessage } from 'wagmi/actions';
import { callApi } from '../../../shared/api/client';
import { useOverlays } from '../../../shared/overlays';
import { useWalletRuntime } from '../../wallet/onchain';
import { stakingKeys } from '../api/stakingQueries';
import { failureCodeOf } from '../logic/failureCode';
import { commentError } from '../logic/validation';

export interface CommentOwner {
  address: string;
  checksumAddress: Address;
}

/**
 * Spec 3 §7 /staking/change/comment: the wallet personal_signs commentMessage(address, comment,
 * issuedAt) — proof that this wallet wrote it, bound to a time so it cannot be replayed.
 */
export function useCommentRegistration(owner: CommentOwner | undefined) {
  const { t } = useTranslation('pledging');
  const { showAlert } = useOverlays();
  const runtime = useWalletRuntime();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async ({ address, checksumAddress, comment }: CommentOwner & { comment: string }) => {
      const issuedAt = new Date().toISOString();
      const signed = await signMessage(runtime.config, {
        account: checksumAddress,
        message: commentMessage(address, comment, issuedAt),
      });
      return callApi(changeCommentEndpoint, { address, comment, signed, issuedAt });
    },
    onSuccess: async (reply) => {
      if (reply.result === 0) {
        showAlert(t(`alert_${reply.err.code}`, { defaultValue: t('alert_request_failed') }));
        return;
      }
      await queryClient.invalidateQueries({ queryKey: stakingKeys.all });
      showAlert(t('alert_comment_registered'));
    },
    onError: (error) => {
      const code = failureCodeOf(error);
      if (code !== 'canceled') console.error('[pledging] comment registration failed', error);
      showAlert(t(`alert_${code}`, { defaultValue: t('alert_request_failed') }));
    },
  });

  const register = (comment: string) => {
    const error = commentError(comment);
    if (error) {
      showAlert(t(error));
      return;
    }
    if (owner) mutation.mutate({ ...owner, comment });
  };

  return { register, pending: mutation.isPending };
}
