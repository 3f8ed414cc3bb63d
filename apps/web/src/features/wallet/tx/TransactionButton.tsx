import { useTranslation } from 'react-i18next';
import type { Abi } from 'viem';
import { useOverlays } from '../../../shared/overlays';
import { Button } from '../../../shared/ui/Button';
import { TransactionProgress, type TransactionProgressProps } from './TransactionProgress';
import { type TxRequestBuilder, usePreparedRun } from './usePreparedRun';
import type { TransactionFlow, TxArgs, TxFunctionName } from './useTransactionFlow';
import { useTxActionState } from './useTxActionState';

export interface TransactionButtonProps<
  abi extends Abi,
  functionName extends TxFunctionName<abi>,
  args extends TxArgs<abi, functionName>,
> {
  /** The action's flow (useTransactionFlow): its network, phase and pending transaction. */
  flow: TransactionFlow;
  /** The action's label in its ready state, already translated. */
  label: string;
  /**
   * Builds the request at click time (the latest token ids, amounts…), at once or after awaiting
   * what it needs (the button stays busy meanwhile); null runs nothing (the page refused the
   * input and says why). Not used with `submitsForm`: the form runs the action.
   */
  request?: TxRequestBuilder<abi, functionName, args>;
  /** The form's own preparation is running (`submitsForm`): busy like the flow's phases. */
  preparing?: boolean;
  /**
   * In its ready state the button submits its form (Enter in a field works too) and the form's
   * submit handler runs the action: how AmountActionForm uses it.
   */
  submitsForm?: boolean;
  /**
   * The processing dialog: rendered here by default, with the page's own title and text if given;
   * false when the page mounts TransactionProgress itself (a popup that closes on the hash).
   */
  processingDialog?: false | Omit<TransactionProgressProps, 'flow'>;
  /** Disables the ready state only: connecting and switching stay possible. */
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * THE action button of every page (STYLE: a state machine): no wallet → Connect Wallet; wrong
 * network → change network; running or pending → the phase, busy; otherwise the action. Failures
 * are presented by the flow itself ('Transaction canceled by user.' for a rejection).
 */
export function TransactionButton<
  const abi extends Abi,
  functionName extends TxFunctionName<abi>,
  const args extends TxArgs<abi, functionName>,
>({
  flow,
  label,
  request,
  submitsForm = false,
  preparing = false,
  processingDialog = {},
  disabled = false,
  className,
  'data-testid': testId,
}: TransactionButtonProps<abi, functionName, args>) {
  const { t } = useTranslation('wallet');
  const overlays = useOverlays();
  const { state, required } = useTxActionState(flow);
  const prepared = usePreparedRun(flow);

  const run = () => {
    if (request) void prepared.run(request);
  };
  const content = {
    connect: { text: t('common:connect_wallet'), onClick: () => overlays.open('wallet') },
    switch: {
      text: t('change_network', { network: t(`network_${flow.network}`) }),
      onClick: () => void required.switchToRequired(),
    },
    busy: { text: t(`phase_${flow.phase}`), onClick: undefined },
    ready: { text: label, onClick: submitsForm ? undefined : run },
  }[state];

  return (
    <>
      <Button
        type={state === 'ready' && submitsForm ? 'submit' : 'button'}
        className={className}
        busy={state === 'busy' || required.switching || preparing || prepared.preparing}
        disabled={state === 'ready' && disabled}
        onClick={content.onClick}
        data-phase={flow.phase}
        data-state={state}
        data-testid={testId}
      >
        {content.text}
      </Button>
      {processingDialog ? <TransactionProgress flow={flow} {...processingDialog} /> : null}
    </>
  );
}
