import { BRIDGE_ROUTE_INFO, type BridgeRoute } from '@kingdoms/shared/bridge';
import { chainIdOf, networkByKey } from '@kingdoms/shared/networks';
import { lastPage, PAGE_SIZES } from '@kingdoms/shared/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { useAlert } from '../../../shared/overlays';
import { DragoArt, GradeBadge } from '../../dragos/kit';
import {
  TransactionButton,
  useContract,
  useWalletAccount,
  useWalletAction,
  write,
} from '../../wallet/onchain';
import { bridgeKeys, useBridgeInventory, useTransfers } from '../api/bridgeQueries';
import { useFlowDialog } from '../hooks/useFlowDialog';
import { progressOf } from '../logic/progress';
import { stillOwned, toggled } from '../logic/selection';
import type { BridgeTab } from '../logic/tabs';
import { selectionProblem } from '../logic/validation';
import { type HistoryRowView, HistoryTable } from './HistoryTable';
import { NftGrid } from './NftGrid';
import { TxDialog } from './TxDialog';

/**
 * Spec 3 tabs 0 and 1: the wallet's dragos on Ethereum or Polygon (inventory of that network),
 * picked on the grid and sent with BRIDGE through the network's BridgeGateway to Arena-Z (the
 * relayer delivers); the bridge modal opens on the hash; the drago bridge history below.
 */
export function DragoPanel({ tab }: { tab: BridgeTab & { index: 0 | 1 } }) {
  const { t } = useTranslation('bridge');
  const { env } = useRuntimeConfig();
  const { showAlert } = useAlert();
  const account = useWalletAccount();
  const owner = account.checksumAddress;
  const network = tab.network;
  const networkName = networkByKey(network).display;
  const inventory = useBridgeInventory(account.address, tab.index);
  const [picked, setPicked] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const [historyPage, setHistoryPage] = useState(1);
  const gateway = useContract('BridgeGateway', network);
  const drago = useContract('Drago', network);

  const owned = inventory.data?.map((item) => item.tokenId) ?? [];
  const selected = stillOwned(picked, owned);

  /** BRIDGE: the pick checked; the gateway is approved for the dragos first if needed. */
  const send = useWalletAction({
    id: `bridge.drago.${network}`,
    network,
    steps: () => {
      const problem = selectionProblem('drago', selected.length);
      if (problem) {
        showAlert(t(`error.${problem}`));
        return null;
      }
      if (!gateway || !drago || !owner) return null;
      return [
        write({
          address: gateway.address,
          abi: gateway.abi,
          functionName: 'sendDragos',
          args: [selected.map(BigInt), owner, BigInt(chainIdOf(tab.target, env))],
          // The gateway locks the dragos with transferFrom: it needs the owner's approval once per network.
          approval: { collection: drago.address, operator: gateway.address },
        }),
      ];
    },
    invalidate: [bridgeKeys.all],
    // The grid comes from the indexed inventory: refresh once the API has indexed the lock.
    waitForIndexer: true,
    onDone: () => setPicked([]),
  });
  const dialog = useFlowDialog(send.flow, 'bridge', network, t('drago_note'));
  const transfers = useTransfers(account.address, tab.index, historyPage, send.flow.hash);

  const rows: HistoryRowView[] | undefined = transfers.data?.transfers.map((transfer) => {
    const route = BRIDGE_ROUTE_INFO[transfer.route as BridgeRoute];
    return {
      key: `${transfer.route}:${transfer.nonce}`,
      date: transfer.sentAt * 1000,
      sendTx: { hash: transfer.txHash, network },
      deliveryTx: transfer.deliveryTxHash ? { hash: transfer.deliveryTxHash, network: tab.target } : null,
      what: t('items_list', { ids: transfer.tokenIds.join(', #') }),
      status: t(transfer.step === 'delivered' ? 'status_completed' : 'status_pending'),
      progress: progressOf(transfer, route),
    };
  });

  return (
    <div className="bridge-panel" data-testid={`bridge-panel-${tab.index}`}>
      {!gateway || !drago ? (
        <p className="page-notice" role="status">
          {t('unavailable')}
        </p>
      ) : null}
      <NftGrid
        items={(inventory.data ?? []).map((item) => ({
          tokenId: item.tokenId,
          name: t('drago_name', { id: item.tokenId }),
          art: <DragoArt datas={item.datas} animate={false} label={t('drago_name', { id: item.tokenId })} />,
          meta: <GradeBadge grade={item.grade} />,
        }))}
        selected={selected}
        onToggle={(id) => setPicked(toggled(selected, id))}
        onSelectPage={(ids) => setPicked([...new Set([...selected, ...ids])])}
        onClear={() => setPicked([])}
        page={page}
        onPageChange={setPage}
        label={t('dragos_label', { network: networkName })}
        emptyText={inventory.data ? t('dragos_empty', { network: networkName }) : t('loading')}
        testId="drago-grid"
      />
      <div className="bridge-panel__actions">
        <TransactionButton
          action={send}
          label={t('bridge')}
          disabled={!gateway || !drago}
          processingDialog={false}
          data-testid="bridge-submit"
        />
      </div>
      <TxDialog state={dialog.state} onClose={dialog.close} />
      <HistoryTable
        title={t('history_drago')}
        rows={rows}
        whatLabel={t('col_items')}
        page={{
          page: historyPage,
          lastPage: lastPage(transfers.data?.num ?? 0, PAGE_SIZES.bridgeHistory),
          onPageChange: setHistoryPage,
        }}
        testId="drago-history"
      />
    </div>
  );
}
