import type { NetworkKey } from '@kingdoms/shared/networks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { type TransactionFlow, useContract, usePreparedRun, useTransactionFlow } from '../../wallet/onchain';
import { dragoKeys } from '../api/dragoQueries';

export interface Rehatch {
  flow: TransactionFlow;
  /** The confirm popup's drago. */
  confirming: number | null;
  ask: (tokenId: number) => void;
  cancel: () => void;
  /** Confirm: sends `rehatching(tokenId)` on the drago's network. */
  confirm: () => Promise<void>;
  /** The drago being rehatched from this page (signing, mined, until its randomness answers). */
  active: number | null;
}

/**
 * Spec 2 §4 rehatch: only while the rehatching count is above 0; confirm (once only, cannot be
 * reverted), send, on the hash the processing popup (20 to 60 minutes) and a reload, on the
 * receipt a reload. A transaction error shows in the alert (the flow's).
 */
export function useRehatch(network: NetworkKey): Rehatch {
  const drago = useContract('Drago', network);
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('dragos.rehatch');
  const [confirming, setConfirming] = useState<number | null>(null);
  const flow = useTransactionFlow({
    flowId: 'dragos.rehatch',
    network,
    invalidate: [dragoKeys.all],
    waitForIndexer: true,
  });
  const prepared = usePreparedRun<number>(flow);
  const { active } = prepared;

  useEffect(() => {
    if (flow.hash) void queryClient.invalidateQueries({ queryKey: dragoKeys.all });
  }, [flow.hash, queryClient]);

  const confirm = useCallback(async () => {
    const tokenId = confirming;
    setConfirming(null);
    if (tokenId === null) return;
    if (!drago) {
      errors.show(new UserFacingError('request_failed', { message: `no Drago contract on ${network}` }), {
        action: 'rehatch',
      });
      return;
    }
    await prepared.run(
      () => ({ address: drago.address, abi: drago.abi, functionName: 'rehatching', args: [BigInt(tokenId)] }),
      tokenId,
    );
  }, [confirming, drago, errors, network, prepared]);

  return { flow, confirming, ask: setConfirming, cancel: () => setConfirming(null), confirm, active };
}
