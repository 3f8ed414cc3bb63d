import { formatAmount, TOKEN_DECIMALS, toAmountText, toBaseUnits } from '@kingdoms/shared/amounts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletAction } from '../action/useWalletAction';
import { TransactionButton, type TransactionButtonProps } from './TransactionButton';
import './AmountActionForm.css';

export interface AmountActionFormProps {
  /**
   * The action (useWalletAction), run with the accepted amount in base units: its steps build the
   * transaction (at once, or after awaiting what they need: the button stays busy).
   */
  action: WalletAction<bigint>;
  /** What the amount is checked against (a balance, a pledge…), base units; undefined while loading. */
  available: bigint | undefined;
  /** The line showing it, from the formatted amount: e.g. 'Wallet balance: 100.00 A2Z'. */
  availableLabel: (formatted: string) => string;
  /** The page's §5 rules: the message to show (already translated) for a refused amount, or null. */
  validate: (amount: bigint | null, available: bigint) => string | null;
  /** The action button's ready label, e.g. 'PLEDGE'. */
  actionLabel: string;
  /** Decimals shown for `available` (2 on pledging and reward pages, 4 on the bridge: spec 3 §9). */
  fractionDigits?: number;
  /** The token's decimals (default 18). */
  decimals?: number;
  /** The field's label (default 'Amount'). */
  amountLabel?: string;
  /** Offer the MAX button (default true): it fills in `available`, cut by the 16-character rule. */
  max?: boolean;
  /** Page text between the field and the button (a warning, a note). */
  children?: ReactNode;
  /** A reason the action cannot run at all here (no contract configured); disables the button. */
  unavailable?: string;
  /** See TransactionButton: false when the page mounts TransactionProgress itself. */
  processingDialog?: TransactionButtonProps<bigint>['processingDialog'];
  /** data-testid of the form, and of its action button (default `${testId}-submit`). */
  testId?: string;
  actionTestId?: string;
}

/** Stands in for a balance not read yet: no amount exceeds it. */
const UNKNOWN_BALANCE = 2n ** 256n;

/**
 * THE amount-and-action form (STYLE: aave's TxActionsWrapper): what is available, the amount
 * (typed, or MAX) cut by the shared 16-character rule, the page's validation messages, then the
 * one action button: connect → switch network → approve when needed → the action → processing.
 * Pledge and unpledge use it; bridge deposit/withdraw, token bridge and breeding are meant to.
 */
export function AmountActionForm({
  action,
  available,
  availableLabel,
  validate,
  actionLabel,
  fractionDigits = 2,
  decimals = TOKEN_DECIMALS,
  amountLabel,
  max = true,
  children,
  unavailable,
  processingDialog,
  testId = 'amount-form',
  actionTestId = `${testId}-submit`,
}: AmountActionFormProps) {
  const { t } = useTranslation('wallet');
  const inputId = useId();
  const errorId = useId();
  const { state } = action;
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in the field submits even while the button shows Connect or a switch: only act when ready.
    if (state !== 'ready' || unavailable) return;
    const amount = toBaseUnits(amountText, decimals);
    // Until the balance is read (or while its read fails) the amount is checked only for what
    // does not depend on it: a guess of 0 would tell the player a wrong "insufficient", and
    // nothing is sent on an unknown balance (the shell says why it is missing).
    const problem = validate(amount, available ?? UNKNOWN_BALANCE);
    setError(problem);
    if (problem || amount === null || available === undefined) return;
    void action.run(amount);
  };

  return (
    <form className="amount-action-form" onSubmit={onSubmit} data-testid={testId} noValidate>
      <p className="amount-action-form__available" data-testid="amount-available">
        {availableLabel(available === undefined ? '…' : formatAmount(available, fractionDigits, decimals))}
      </p>
      <label htmlFor={inputId}>{amountLabel ?? t('amount_label')}</label>
      <div className="amount-action-form__field">
        <input
          id={inputId}
          className="amount-action-form__input"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setError(null);
          }}
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="amount-input"
        />
        {max ? (
          <button
            type="button"
            className="amount-action-form__max"
            disabled={available === undefined}
            onClick={() => {
              setAmountText(toAmountText(available ?? 0n, decimals));
              setError(null);
            }}
            data-testid="amount-max"
          >
            {t('max')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="amount-action-form__error" role="alert" data-testid="amount-error">
          {error}
        </p>
      ) : null}
      {children}
      {unavailable ? (
        <p className="amount-action-form__error" role="alert">
          {unavailable}
        </p>
      ) : null}
      <TransactionButton
        action={action}
        label={actionLabel}
        submitsForm
        disabled={Boolean(unavailable)}
        processingDialog={processingDialog}
        data-testid={actionTestId}
      />
    </form>
  );
}
