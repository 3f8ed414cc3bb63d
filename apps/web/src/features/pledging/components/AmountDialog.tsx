import { toBaseUnits } from '@kingdoms/shared/amounts';
import { continentLabel } from '@kingdoms/shared/staking';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadContract } from 'wagmi';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { type TransactionFlow, useWalletAccount } from '../../wallet/onchain';
import type { AmountAction } from '../hooks/usePledgeGate';
import type { StakingContracts } from '../hooks/useStakingContracts';
import { formatPledgeAmount } from '../logic/display';
import { pledgeAmountError, unpledgeAmountError } from '../logic/validation';

export interface AmountDialogProps {
  action: AmountAction | null;
  onClose: () => void;
  contracts: StakingContracts;
  pledgeFlow: TransactionFlow;
  unpledgeFlow: TransactionFlow;
}

const BUSY_PHASES = ['switching', 'approving', 'signing'];

/**
 * The PLEDGE and UNPLEDGE popups (spec 3): the wallet's A2Z balance or its pledge on the
 * continent, the amount, the §5 checks, then the one transaction flow. The page closes the popup
 * once the transaction hash is known and the processing popup takes over.
 */
export function AmountDialog({ action, onClose, contracts, pledgeFlow, unpledgeFlow }: AmountDialogProps) {
  const { t } = useTranslation('pledging');
  const pledge = action?.kind === 'pledge';
  return (
    <Dialog
      open={action !== null}
      onClose={onClose}
      title={t(pledge ? 'pledge_title' : 'unpledge_title')}
      className="pledging-dialog amount-dialog"
    >
      {action ? (
        <AmountForm
          key={`${action.kind}:${action.continent}`}
          action={action}
          contracts={contracts}
          flow={pledge ? pledgeFlow : unpledgeFlow}
        />
      ) : null}
    </Dialog>
  );
}

function AmountForm({
  action,
  contracts,
  flow,
}: {
  action: AmountAction;
  contracts: StakingContracts;
  flow: TransactionFlow;
}) {
  const { t } = useTranslation('pledging');
  const account = useWalletAccount();
  const inputId = useId();
  const errorId = useId();
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pledge = action.kind === 'pledge';
  const owner = account.checksumAddress;

  const { staking, a2z } = contracts;
  const balance = useReadContract({
    address: a2z?.address,
    abi: a2z?.abi,
    functionName: 'balanceOf',
    args: owner ? [owner] : undefined,
    chainId: a2z?.chainId,
    query: { enabled: pledge && Boolean(owner && a2z) },
  });
  const pledged = useReadContract({
    address: staking?.address,
    abi: staking?.abi,
    functionName: 'stakeOf',
    args: owner ? [owner, action.continent] : undefined,
    chainId: staking?.chainId,
    query: { enabled: !pledge && Boolean(owner && staking) },
  });
  const available = ((pledge ? balance.data : pledged.data) as bigint | undefined) ?? 0n;
  const availableLoaded = pledge ? balance.isSuccess : pledged.isSuccess;
  const busy = BUSY_PHASES.includes(flow.phase);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const amount = toBaseUnits(amountText);
    const problem = pledge ? pledgeAmountError(amount, available) : unpledgeAmountError(amount, available);
    setError(problem);
    if (problem || amount === null || !staking) return;
    // Spec 3 §8: a failed transaction is only logged (the flow logs it); the popup stays for a retry.
    void flow.run(
      pledge
        ? {
            address: staking.address,
            abi: staking.abi,
            functionName: 'stake',
            args: [action.continent, amount],
            ...(a2z ? { approval: { token: a2z.address, spender: staking.address, amount } } : {}),
          }
        : {
            address: staking.address,
            abi: staking.abi,
            functionName: 'unstake',
            args: [action.continent, amount],
          },
    );
  };

  const testId = pledge ? 'pledge' : 'unpledge';
  return (
    <form className="amount-form" onSubmit={onSubmit} data-testid={`${testId}-dialog`} noValidate>
      <p className="amount-form__continent" data-testid="amount-dialog-continent">
        {t('continent_name', { number: continentLabel(action.continent) })}
      </p>
      <p className="amount-form__available" data-testid="amount-dialog-available">
        {t(pledge ? 'wallet_balance' : 'pledged_amount', {
          amount: availableLoaded ? formatPledgeAmount(available) : '…',
        })}
      </p>
      <label htmlFor={inputId}>{t('amount_label')}</label>
      <input
        id={inputId}
        className="pledging-input"
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
      {error ? (
        <p id={errorId} className="amount-form__error" role="alert" data-testid="amount-error">
          {t(error)}
        </p>
      ) : null}
      {pledge ? <p className="amount-form__warning">{t('pledge_warning')}</p> : null}
      {!staking ? (
        <p className="amount-form__error" role="alert">
          {t('contract_unavailable')}
        </p>
      ) : null}
      <Button
        type="submit"
        busy={busy}
        disabled={!staking}
        data-phase={flow.phase}
        data-testid={`${testId}-submit`}
      >
        {busy ? t(`phase_${flow.phase}`) : t(pledge ? 'pledge_submit' : 'unpledge_submit')}
      </Button>
    </form>
  );
}
