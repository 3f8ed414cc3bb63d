import { canClaim } from '@kingdoms/shared/rental';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useConfirm, useOverlays } from '../../../shared/overlays';
import { rentalKeys, useRentalCalls, useRentInfo } from './rentalQueries';

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
  const errors = useErrorPresenter('dragos');
  const queryClient = useQueryClient();
  const calls = useRentalCalls();
  const confirm = useConfirm();
  const info = useRentInfo(address);
  const [claiming, setClaiming] = useState(false);
  const unclaimed = info.data ?? 0;

  const claim = async (wallet: string) => {
    setClaiming(true);
    try {
      const reply = await calls.claim(wallet);
      if (reply.result === 0) errors.show(reply, { action: 'rental claim' });
      else showAlert(t('rental_claim_success', { amount: reply.claim.dst }));
    } catch (error) {
      errors.show(error, { action: 'rental claim', walletRequest: 'signature' });
    } finally {
      setClaiming(false);
      await queryClient.invalidateQueries({ queryKey: rentalKeys.all });
    }
  };

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
    if (confirmed) await claim(address);
  };

  return {
    /** Unclaimed DSA (0 until read and when the read fails: spec 2 §8 shows nothing). */
    unclaimed,
    /** Whether the read is in (before it, what can be claimed is unknown). */
    loaded: info.data !== undefined,
    /** At least the spec's minimum to claim. */
    claimable: canClaim(unclaimed),
    claiming,
    startClaim,
  };
}
