import type { NetworkKey } from '@kingdoms/shared/networks';
import { useEffect, useState } from 'react';
import type { TransactionFlow } from '../../wallet/onchain';
import type { TxDialogKind, TxDialogState } from '../components/TxDialog';

export interface FlowDialog {
  state: TxDialogState | null;
  close: () => void;
}

/**
 * Spec 3 §4: a tab's modal opens once the flow's transaction hash is known (also for a
 * transaction resumed after a reload) and shows when it is confirmed. `closeOnReceipt`: the
 * resource send's modal closes by itself on the receipt (its receive step follows).
 */
export function useFlowDialog(
  flow: TransactionFlow,
  kind: TxDialogKind,
  network: NetworkKey,
  note?: string,
  closeOnReceipt = false,
): FlowDialog {
  const [state, setState] = useState<TxDialogState | null>(null);
  const { hash, phase } = flow;
  useEffect(() => {
    if (!hash) return;
    setState((current) =>
      current?.hash === hash ? current : { kind, hash, network, confirmed: false, ...(note ? { note } : {}) },
    );
  }, [hash, kind, network, note]);
  useEffect(() => {
    if (phase !== 'success' || !hash) return;
    if (closeOnReceipt) setState((current) => (current?.hash === hash ? null : current));
    else setState((current) => (current?.hash === hash ? { ...current, confirmed: true } : current));
  }, [phase, hash, closeOnReceipt]);
  return { state, close: () => setState(null) };
}
