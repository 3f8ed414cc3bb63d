import { formatAmount } from '@kingdoms/shared/amounts';
import { BRIDGE_ROUTE_INFO, type BridgeRoute } from '@kingdoms/shared/bridge';
import { chainIdOf, networkByKey } from '@kingdoms/shared/networks';
import { lastPage, PAGE_SIZES } from '@kingdoms/shared/pagination';
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
import { bridgeKeys, useTransfers } from '../api/bridgeQueries';
import { useFlowDialog } from '../hooks/useFlowDialog';
import { BRIDGE_FRACTION_DIGITS, networkOfIndex } from '../logic/display';
import { progressOf } from '../logic/progress';
import type { BridgeTab } from '../logic/tabs';
import { amountProblem } from '../logic/validation';
import { type HistoryRowView, HistoryTable } from './HistoryTable';
import { TxDialog } from './TxDialog';

/**
 * Spec 3 tabs 2 and 3: DST Polygon → Arena-Z and back. The balance on the tab's network, the
 * amount (4 decimals; × 10^18) and BRIDGE: the gateway burns the DST and the relayer mints it on
 * the target. The bridge modal opens on the hash; the DST history below.
 */
export function DstPanel({ tab }: { tab: BridgeTab & { index: 2 | 3 } }) {
  const { t } = useTranslation('bridge');
  const { env } = useRuntimeConfig();
  const account = useWalletAccount();
  const owner = account.checksumAddress;
  const network = tab.network;
  const [historyPage, setHistoryPage] = useState(1);
  const gateway = useContract('BridgeGateway', network);
  const { contract: dst, value: balance } = useHolding('DST', network, 'balanceOf');
  const send = useWalletAction<bigint>({
    id: `bridge.dst.${network}`,
    network,
    steps: (amount) =>
      gateway && owner
        ? [
            write({
              address: gateway.address,
              abi: gateway.abi,
              functionName: 'sendDst',
              args: [amount, owner, BigInt(chainIdOf(tab.target, env))],
            }),
          ]
        : null,
    invalidate: [bridgeKeys.all],
  });
  const flow = send.flow;
  const transfers = useTransfers(account.address, tab.index, historyPage, flow.hash);
  const targetName = networkByKey(tab.target).display;
  const dialog = useFlowDialog(flow, 'bridge', network, t('dst_note', { network: targetName }));

  const rows: HistoryRowView[] | undefined = transfers.data?.transfers.map((transfer) => {
    const route = BRIDGE_ROUTE_INFO[transfer.route as BridgeRoute];
    const from = networkOfIndex(route.from);
    const to = networkOfIndex(route.to);
    return {
      key: `${transfer.route}:${transfer.nonce}`,
      date: transfer.sentAt * 1000,
      sendTx: { hash: transfer.txHash, network: from },
      deliveryTx: transfer.deliveryTxHash ? { hash: transfer.deliveryTxHash, network: to } : null,
      what: t('amount_with_route', {
        amount: formatAmount(BigInt(transfer.amount ?? '0'), BRIDGE_FRACTION_DIGITS),
        route: t(`route_${transfer.route}`),
      }),
      status: t(transfer.step === 'delivered' ? 'status_completed' : 'status_pending'),
      progress: progressOf(transfer, route),
    };
  });

  return (
    <div className="bridge-panel" data-testid={`bridge-panel-${tab.index}`}>
      <AmountActionForm
        // Spec 3: opening the tab resets the amount (a new form per tab).
        key={tab.index}
        action={send}
        available={balance}
        availableLabel={(amount) => t('balance', { amount, symbol: 'DST' })}
        validate={(amount, available) => {
          const problem = amountProblem('dst', amount, available);
          return problem ? t(`error.${problem}`) : null;
        }}
        actionLabel={t('bridge')}
        fractionDigits={BRIDGE_FRACTION_DIGITS}
        unavailable={gateway && dst ? undefined : t('unavailable')}
        processingDialog={false}
        testId="dst-form"
        actionTestId="bridge-submit"
      />
      <TxDialog state={dialog.state} onClose={dialog.close} />
      <HistoryTable
        title={t('history_dst')}
        rows={rows}
        whatLabel={t('col_amount')}
        page={{
          page: historyPage,
          lastPage: lastPage(transfers.data?.num ?? 0, PAGE_SIZES.bridgeHistory),
          onPageChange: setHistoryPage,
        }}
        testId="dst-history"
      />
    </div>
  );
}
