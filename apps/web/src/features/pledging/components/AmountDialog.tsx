import { continentLabel } from '@kingdoms/shared/staking';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { AmountActionForm, useHolding, type WalletAction } from '../../wallet/onchain';
import type { AmountAction } from '../hooks/usePledgeGate';
import type { StakingContracts } from '../hooks/useStakingContracts';
import { PLEDGING_FRACTION_DIGITS } from '../logic/display';
import { pledgeAmountError, unpledgeAmountError } from '../logic/validation';

export interface AmountDialogProps {
  action: AmountAction | null;
  onClose: () => void;
  contracts: StakingContracts;
  /** The page's PLEDGE and UNPLEDGE actions, run with the amount (the continent is the popup's). */
  pledge: WalletAction<bigint>;
  unpledge: WalletAction<bigint>;
}

/**
 * The PLEDGE and UNPLEDGE popups (spec 3): the wallet's A2Z balance or its pledge on the
 * continent, the amount, the §5 checks, then the one amount-and-action form. The page closes the
 * popup once the transaction hash is known and its processing popup takes over.
 */
export function AmountDialog({
  action,
  onClose,
  contracts,
  pledge: pledgeAction,
  unpledge,
}: AmountDialogProps) {
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
        <PledgeAmountForm
          key={`${action.kind}:${action.continent}`}
          action={action}
          contracts={contracts}
          walletAction={pledge ? pledgeAction : unpledge}
        />
      ) : null}
    </Dialog>
  );
}

function PledgeAmountForm({
  action,
  contracts,
  walletAction,
}: {
  action: AmountAction;
  contracts: StakingContracts;
  walletAction: WalletAction<bigint>;
}) {
  const { t } = useTranslation('pledging');
  const pledge = action.kind === 'pledge';

  const { staking } = contracts;
  const balance = useHolding('A2Z', 'ethereum', 'balanceOf', { enabled: pledge });
  const pledged = useHolding('Staking', 'ethereum', 'stakeOf', {
    args: [action.continent],
    enabled: !pledge,
  });
  const available = pledge ? balance.value : pledged.value;
  const testId = pledge ? 'pledge' : 'unpledge';

  return (
    <div className="amount-dialog__body" data-testid={`${testId}-dialog`}>
      <p className="amount-dialog__continent" data-testid="amount-dialog-continent">
        {t('continent_name', { number: continentLabel(action.continent) })}
      </p>
      <AmountActionForm
        action={walletAction}
        available={available}
        availableLabel={(amount) => t(pledge ? 'wallet_balance' : 'pledged_amount', { amount })}
        fractionDigits={PLEDGING_FRACTION_DIGITS}
        validate={(amount, limit) => {
          const problem = pledge ? pledgeAmountError(amount, limit) : unpledgeAmountError(amount, limit);
          return problem ? t(problem) : null;
        }}
        actionLabel={t(pledge ? 'pledge_submit' : 'unpledge_submit')}
        unavailable={staking ? undefined : t('contract_unavailable')}
        // The page shows the processing popup: this popup closes when the hash is known.
        processingDialog={false}
        testId={`${testId}-form`}
        actionTestId={`${testId}-submit`}
      >
        {pledge ? <p className="amount-dialog__warning">{t('pledge_warning')}</p> : null}
      </AmountActionForm>
    </div>
  );
}
