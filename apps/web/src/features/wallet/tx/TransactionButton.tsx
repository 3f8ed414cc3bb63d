import { useTranslation } from 'react-i18next';
import { useOverlays } from '../../../shared/overlays';
import { Button } from '../../../shared/ui/Button';
import type { WalletAction } from '../action/useWalletAction';
import { TransactionProgress, type TransactionProgressProps } from './TransactionProgress';

export interface TransactionButtonProps<Input> {
  /** The action (useWalletAction): its network, phase, steps and pending transaction. */
  action: WalletAction<Input>;
  /** What a click runs the action with (none for an action without input). */
  input?: Input;
  /** The action's label in its ready state, already translated. */
  label: string;
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
 * are presented by the action itself ('Transaction canceled by user.' for a rejection).
 */
export function TransactionButton<Input = void>({
  action,
  input,
  label,
  submitsForm = false,
  processingDialog = {},
  disabled = false,
  className,
  'data-testid': testId,
}: TransactionButtonProps<Input>) {
  const { t } = useTranslation('wallet');
  const overlays = useOverlays();
  const { state, required, flow } = action;
  // Input is void for an action without one: the click runs it as it is.
  const run = () => void action.run(input as Input);

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
        busy={state === 'busy' || required.switching || action.preparing}
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
