import { rentClaimEndpoint } from '@kingdoms/shared/api/rental';
import { canClaim } from '@kingdoms/shared/rental';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client';
import { useConfirm, useOverlays } from '../../../shared/overlays';
import { call, signIn, useWalletAction } from '../../wallet/onchain';
import { rentalKeys, useRentInfo } from './rentalQueries';

/** DSA figures as the Rental tab shows them (whole numbers, grouped). */
export const formatDsa = (value: number) => value.toLocaleString('en-US');

/**
 * Spec 2 §4/§5 rental claim, shared by the Rental tab and the activity centre: the unclaimed DSA
 * (one read, so a claim in either place reloads both), whether it reaches the minimum, and CLAIM
 * (below the minimum an alert; otherwise confirm → signed claim → "You will receive X DST." →
 * every rental read reloads).
 */
export function useRentalClaim(address: string | undefined) {
  const { t } = useTranslation('dragos');
  const { showAlert } = useOverlays();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const info = useRentInfo(address);
  const unclaimed = info.data?.unclaimed ?? 0;

  // A signed claim: sign in when needed, the call, "You will receive X DST."; every rental read
  // reloads however it ended.
  const claim = useWalletAction<string>({
    id: 'dragos.rental-claim',
    network: 'arenaz',
    steps: (wallet) => [
      signIn(rentClaimEndpoint),
      call('rental claim', async () => {
        try {
          const reply = await callApi(rentClaimEndpoint, { address: wallet });
          if (reply.result === 1) showAlert(t('rental_claim_success', { amount: reply.claim.dst }));
          return reply;
        } finally {
          await queryClient.invalidateQueries({ queryKey: rentalKeys.all });
        }
      }),
    ],
  });

  const startClaim = async () => {
    if (!address) return;
    if (!canClaim(unclaimed)) {
      showAlert(t('rental_claim_below_minimum'));
      return;
    }
    const confirmed = await confirm({
      className: 'drago-dialog',
      title: t('rental_claim_confirm_title'),
      text: t('rental_claim_confirm_text', { dsa: formatDsa(unclaimed) }),
      confirmLabel: t('confirm'),
      cancelLabel: t('cancel'),
      testId: 'rental-claim-confirm',
    });
    if (confirmed) await claim.run(address);
  };

  return {
    /** Unclaimed DSA (0 until read and when the read fails: spec 2 §8 shows nothing). */
    unclaimed,
    /** DST claims the payout contract holds back (paused, over a limit): "delayed, under review". */
    heldClaims: info.data?.heldClaims ?? [],
    /** Whether the read is in (before it, what can be claimed is unknown). */
    loaded: info.data !== undefined,
    /** At least the spec's minimum to claim. */
    claimable: canClaim(unclaimed),
    claiming: claim.preparing,
    startClaim,
  };
}
