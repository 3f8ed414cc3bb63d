import type { NetworkKey } from '@kingdoms/shared/networks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Abi } from 'viem';
import { useAlert, useOverlays } from '../../../shared/overlays';
import { Button } from '../../../shared/ui/Button';
import { useWalletAccount } from '../account/useWalletAccount';
import { useRequiredNetwork } from '../network/useRequiredNetwork';
import { ProcessingDialog } from './ProcessingDialog';
import type { TransactionFlow, TxArgs, TxFunctionName, TxRequest } from './useTransactionFlow';

export interface TransactionButtonProps<
  abi extends Abi,
  functionName extends TxFunctionName<abi>,
  args extends TxArgs<abi, functionName>,
> {
  flow: TransactionFlow;
  network: NetworkKey;
  /** The action's label in its enabled state, already translated. */
  label: string;
  /** Builds the request at click time (the latest token ids, amounts…); typed by its ABI. */
  request: () => TxRequest<abi, functionName, args>;
  disabled?: boolean;
  className?: string;
}

/**
 * THE action button (STYLE: a state machine): no wallet → Connect Wallet; wrong network →
 * change network; running or pending → busy; otherwise the action. Failures surface in the
 * alert dialog as catalogue messages ('Transaction canceled by user.' for a rejection).
 */
export function TransactionButton<
  const abi extends Abi,
  functionName extends TxFunctionName<abi>,
  const args extends TxArgs<abi, functionName>,
>({ flow, network, label, request, disabled, className }: TransactionButtonProps<abi, functionName, args>) {
  const { t } = useTranslation('wallet');
  const account = useWalletAccount();
  const required = useRequiredNetwork(network);
  const overlays = useOverlays();
  const { showAlert } = useAlert();
  const shownError = useRef(flow.error);

  useEffect(() => {
    if (flow.error && flow.error !== shownError.current) {
      showAlert(t(flow.error.key, { reason: flow.error.reason ?? '' }));
    }
    shownError.current = flow.error;
  }, [flow.error, showAlert, t]);

  const busy = ['switching', 'approving', 'signing', 'processing'].includes(flow.phase);
  let content: { text: string; onClick: () => void };
  if (account.status !== 'connected') {
    content = { text: t('connect_wallet'), onClick: () => overlays.open('wallet') };
  } else if (required.wrongNetwork && !busy) {
    content = {
      text: t('change_network', { network: t(`network_${network}`) }),
      onClick: () => void required.switchToRequired(),
    };
  } else {
    content = { text: busy ? t(`phase_${flow.phase}`) : label, onClick: () => void flow.run(request()) };
  }
  return (
    <>
      <Button
        className={className}
        busy={busy}
        disabled={disabled && account.status === 'connected' && !required.wrongNetwork}
        onClick={content.onClick}
        data-phase={flow.phase}
      >
        {content.text}
      </Button>
      {flow.hash && flow.sentAt !== undefined ? (
        <ProcessingDialog
          open={flow.phase === 'processing' && !flow.dismissed}
          onClose={flow.dismiss}
          hash={flow.hash}
          chainId={flow.chainId}
          sentAt={flow.sentAt}
        />
      ) : null}
    </>
  );
}
