import { formatAmount } from '@kingdoms/shared/amounts';
import type { TokenBridgeHistoryRow } from '@kingdoms/shared/api/bridge';
import { BRIDGE_ROUTE_INFO, TOKEN_BRIDGE_STATUS } from '@kingdoms/shared/bridge';
import { chainIdOf } from '@kingdoms/shared/networks';
import { lastPage, PAGE_SIZES } from '@kingdoms/shared/pagination';
import type { TxHash } from '@kingdoms/shared/txHash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import {
  AmountActionForm,
  useContract,
  useHolding,
  useWalletAccount,
  useWalletAction,
  write,
} from '../../wallet/onchain';
import { bridgeKeys, useLokaHistory } from '../api/bridgeQueries';
import { useFlowDialog } from '../hooks/useFlowDialog';
import { useLokaClaim } from '../hooks/useLokaClaim';
import { BRIDGE_FRACTION_DIGITS } from '../logic/display';
import { progressOf } from '../logic/progress';
import { amountProblem } from '../logic/validation';
import { HashEntry } from './HashEntry';
import { type HistoryRowView, HistoryTable } from './HistoryTable';
import { TxDialog } from './TxDialog';

/**
 * Spec 3 tab 4: LOKA (Ethereum) ⇄ wLOKA (Polygon). Deposit: approve then deposit LOKA on Ethereum
 * (the relayer mints wLOKA); withdraw: burn wLOKA on Polygon, then claim the LOKA on Ethereum
 * with the API's signature once Polygon's checkpoint has passed. The paged histories below
 * (withdrawals with their claim button and countdown, then deposits).
 */
export function LokaPanel() {
  const { t } = useTranslation('bridge');
  const { env } = useRuntimeConfig();
  const account = useWalletAccount();
  const owner = account.checksumAddress;
  const [withdrawPage, setWithdrawPage] = useState(1);
  const [depositPage, setDepositPage] = useState(1);
  const ethereumGateway = useContract('BridgeGateway', 'ethereum');
  const polygonGateway = useContract('BridgeGateway', 'polygon');
  // Spec 3 §7: each an ERC-20 balance read via eth_call on its own network.
  const lokaHolding = useHolding('LOKA', 'ethereum', 'balanceOf');
  const wlokaHolding = useHolding('WLOKA', 'polygon', 'balanceOf');
  const loka = { token: lokaHolding.contract, balance: lokaHolding.value };
  const wloka = { token: wlokaHolding.contract, balance: wlokaHolding.value };

  const deposit = useWalletAction<bigint>({
    id: 'bridge.loka-deposit',
    network: 'ethereum',
    steps: (amount) =>
      ethereumGateway && loka.token && owner
        ? [
            write({
              address: ethereumGateway.address,
              abi: ethereumGateway.abi,
              functionName: 'deposit',
              args: [amount, owner, BigInt(chainIdOf('polygon', env))],
              // Spec 3 §4: on Ethereum, approve the amount, then deposit.
              approval: { token: loka.token.address, spender: ethereumGateway.address, amount },
            }),
          ]
        : null,
    invalidate: [bridgeKeys.all],
  });
  const withdraw = useWalletAction<bigint>({
    id: 'bridge.loka-withdraw',
    network: 'polygon',
    steps: (amount) =>
      polygonGateway && owner
        ? [
            write({
              address: polygonGateway.address,
              abi: polygonGateway.abi,
              functionName: 'withdraw',
              args: [amount, owner, BigInt(chainIdOf('ethereum', env))],
            }),
          ]
        : null,
    invalidate: [bridgeKeys.all],
  });
  const depositFlow = deposit.flow;
  const withdrawFlow = withdraw.flow;
  const claim = useLokaClaim();
  const withdrawals = useLokaHistory(account.address, 1, withdrawPage, withdrawFlow.hash);
  const deposits = useLokaHistory(account.address, 0, depositPage, depositFlow.hash);
  const depositDialog = useFlowDialog(depositFlow, 'deposit', 'ethereum', t('deposit_note'));
  const withdrawDialog = useFlowDialog(withdrawFlow, 'withdraw', 'polygon', t('withdraw_note'));
  const claimDialog = useFlowDialog(claim.flow, 'claim', 'ethereum');

  const row = (entry: TokenBridgeHistoryRow, withdrawal: boolean): HistoryRowView => {
    const route = BRIDGE_ROUTE_INFO[withdrawal ? 'loka-withdraw' : 'loka-deposit'];
    const completed = entry.status === TOKEN_BRIDGE_STATUS.completed;
    const amount = formatAmount(BigInt(entry.amount), BRIDGE_FRACTION_DIGITS);
    return {
      key: entry.txHash,
      date: entry.logDate * 1000,
      sendTx: { hash: entry.txHash, network: withdrawal ? 'polygon' : 'ethereum' },
      deliveryTx: entry.claimTxHash
        ? { hash: entry.claimTxHash, network: withdrawal ? 'ethereum' : 'polygon' }
        : null,
      what: t('amount_symbol', { amount, symbol: withdrawal ? 'wLOKA' : 'LOKA' }),
      // Spec 3 §3: 99 Completed; 0 on a withdrawal shows 'claim' (a deposit is on its way).
      status: completed ? t('status_completed') : withdrawal ? '' : t('status_pending'),
      ...(withdrawal && !completed
        ? {
            action: {
              label: t('status_claimable'),
              onClick: () => void claim.run(entry.txHash as TxHash),
              busy: claim.active === entry.txHash,
              disabled: claim.active !== null,
              // Turns "ready" by itself once the API reports the signature (polled history).
              ready: entry.transfer.step === 'signed',
              testId: 'claim',
            },
          }
        : {}),
      progress: progressOf(entry.transfer, route),
    };
  };

  return (
    <div className="bridge-panel bridge-panel--loka" data-testid="bridge-panel-4">
      <div className="bridge-loka">
        <section className="bridge-loka__form" aria-labelledby="loka-withdraw-heading">
          <h2 id="loka-withdraw-heading" className="bridge-panel__heading">
            {t('withdraw_heading')}
          </h2>
          <p className="bridge-panel__note">{t('withdraw_note')}</p>
          <AmountActionForm
            action={withdraw}
            available={wloka.balance}
            availableLabel={(amount) => t('balance', { amount, symbol: 'wLOKA' })}
            validate={(amount, available) => {
              const problem = amountProblem('wloka', amount, available);
              return problem ? t(`error.${problem}`) : null;
            }}
            actionLabel={t('withdraw')}
            fractionDigits={BRIDGE_FRACTION_DIGITS}
            unavailable={polygonGateway && wloka.token ? undefined : t('unavailable')}
            processingDialog={false}
            testId="withdraw-form"
            actionTestId="withdraw-submit"
          />
        </section>
        <section className="bridge-loka__form" aria-labelledby="loka-deposit-heading">
          <h2 id="loka-deposit-heading" className="bridge-panel__heading">
            {t('deposit_heading')}
          </h2>
          <p className="bridge-panel__note">{t('deposit_note')}</p>
          <AmountActionForm
            action={deposit}
            available={loka.balance}
            availableLabel={(amount) => t('balance', { amount, symbol: 'LOKA' })}
            validate={(amount, available) => {
              const problem = amountProblem('loka', amount, available);
              return problem ? t(`error.${problem}`) : null;
            }}
            actionLabel={t('deposit')}
            fractionDigits={BRIDGE_FRACTION_DIGITS}
            unavailable={ethereumGateway && loka.token ? undefined : t('unavailable')}
            processingDialog={false}
            testId="deposit-form"
            actionTestId="deposit-submit"
          />
        </section>
      </div>
      <HistoryTable
        title={t('history_withdrawals')}
        rows={withdrawals.data?.history.map((entry) => row(entry, true))}
        whatLabel={t('col_amount')}
        page={{
          page: withdrawPage,
          lastPage: lastPage(withdrawals.data?.num ?? 0, PAGE_SIZES.bridgeHistory),
          onPageChange: setWithdrawPage,
        }}
        tools={<HashEntry mode="claim" onSubmit={(hash) => void claim.run(hash)} />}
        testId="withdraw-history"
      />
      <HistoryTable
        title={t('history_deposits')}
        rows={deposits.data?.history.map((entry) => row(entry, false))}
        whatLabel={t('col_amount')}
        page={{
          page: depositPage,
          lastPage: lastPage(deposits.data?.num ?? 0, PAGE_SIZES.bridgeHistory),
          onPageChange: setDepositPage,
        }}
        testId="deposit-history"
      />
      <TxDialog state={depositDialog.state} onClose={depositDialog.close} />
      <TxDialog state={withdrawDialog.state} onClose={withdrawDialog.close} />
      <TxDialog state={claimDialog.state} onClose={claimDialog.close} />
    </div>
  );
}
