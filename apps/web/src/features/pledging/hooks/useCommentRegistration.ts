import { changeCommentEndpoint } from '@kingdoms/shared/api/staking';
import { commentMessage } from '@kingdoms/shared/staking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { callApi } from '../../../shared/api/client';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../../shared/overlays';
import { useSignMessage } from '../../wallet/onchain';
import { stakingKeys } from '../api/stakingQueries';
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
  const errors = useErrorPresenter('pledging');
  const signMessage = useSignMessage();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async ({ address, checksumAddress, comment }: CommentOwner & { comment: string }) => {
      const issuedAt = new Date().toISOString();
      const signed = await signMessage(checksumAddress, commentMessage(address, comment, issuedAt));
      return callApi(changeCommentEndpoint, { address, comment, signed, issuedAt });
    },
    onSuccess: async (reply) => {
      if (reply.result === 0) {
        errors.show(reply, { action: 'comment registration' });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: stakingKeys.all });
      showAlert(t('comment_registered'));
    },
    onError: (error) => errors.show(error, { action: 'comment registration', walletRequest: 'signature' }),
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
