import type { NetworkKey } from '@kingdoms/shared/networks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useConfirm } from '../../../shared/overlays';
import { type TransactionFlow, useContract, useWalletAction, write } from '../../wallet/onchain';
import { dragoKeys } from '../api/dragoQueries';

export interface Rehatch {
  flow: TransactionFlow;
  /** Asks 'Are you sure?' (the one confirm), then sends `rehatching(tokenId)` on the drago's network. */
  ask: (tokenId: number) => Promise<void>;
  /** The drago being rehatched from this page (signing, mined, until its randomness answers). */
  active: number | null;
}

/**
 * Spec 2 §4 rehatch: only while the rehatching count is above 0; confirm (once only, cannot be
 * reverted), send, on the hash the processing popup (20 to 60 minutes) and a reload, on the
 * receipt a reload. A transaction error shows in the alert (the action's).
 */
export function useRehatch(network: NetworkKey): Rehatch {
  const drago = useContract('Drago', network);
  const queryClient = useQueryClient();
  const { t } = useTranslation('dragos');
  const confirm = useConfirm();
  const action = useWalletAction<number, number>({
    id: 'dragos.rehatch',
    network,
    key: (tokenId) => tokenId,
    steps: (tokenId) => {
      if (!drago) throw new UserFacingError('request_failed', { message: `no Drago contract on ${network}` });
      return [
        write({
          address: drago.address,
          abi: drago.abi,
          functionName: 'rehatching',
          args: [BigInt(tokenId)],
        }),
      ];
    },
    invalidate: [dragoKeys.all],
    waitForIndexer: true,
  });

  useEffect(() => {
    if (action.flow.hash) void queryClient.invalidateQueries({ queryKey: dragoKeys.all });
  }, [action.flow.hash, queryClient]);

  const { run } = action;
  const ask = useCallback(
    async (tokenId: number) => {
      const confirmed = await confirm({
        className: 'drago-dialog',
        title: t('rehatch_confirm_title'),
        text: t('rehatch_confirm_text', { id: tokenId }),
        confirmLabel: t('confirm'),
        cancelLabel: t('cancel'),
        testId: 'rehatch-confirm',
      });
      if (confirmed) await run(tokenId);
    },
    [confirm, t, run],
  );

  return { flow: action.flow, ask, active: action.active };
}
