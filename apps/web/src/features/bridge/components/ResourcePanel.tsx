import type { ResourceHistoryRow, ResourceItem } from '@kingdoms/shared/api/bridge';
import { BRIDGE_ROUTE_INFO, RESOURCE_STATUS } from '@kingdoms/shared/bridge';
import type { TxHash } from '@kingdoms/shared/txHash';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../shared/overlays';
import {
  TransactionButton,
  useContract,
  useHolding,
  useRequiredNetwork,
  useWalletAccount,
} from '../../wallet/onchain';
import { useResourceList } from '../api/bridgeQueries';
import { useResourceBridge } from '../hooks/useResourceBridge';
import { progressOf } from '../logic/progress';
import { stillOwned, toggled } from '../logic/selection';
import { selectionProblem } from '../logic/validation';
import { HashEntry } from './HashEntry';
import { type HistoryRowView, HistoryTable } from './HistoryTable';
import { NftGrid } from './NftGrid';
import { TxDialog } from './TxDialog';

/**
 * A resource's picture. The spec's image is "a resource path plus the id with .png"; no such
 * path is configured here, so the card draws the item code itself rather than guess a URL.
 */
function ResourceArt({ item, label }: { item: ResourceItem; label: string }) {
  return (
    <span className="bridge-resource-art" role="img" aria-label={label} data-code={item.itemCode}>
      {item.itemCode}
    </span>
  );
}

/**
 * Spec 3 tab 5: RESOURCE Arena-Z → Polygon. Opening the tab moves the wallet to Arena-Z, reads
 * the resource ids it owns from the Resource contract, then loads {nft}/resource/list (items and
 * history). BRIDGE sends the picked ids; the receive on Polygon follows (useResourceBridge).
 */
export function ResourcePanel() {
  const { t } = useTranslation('bridge');
  const { showAlert } = useAlert();
  const account = useWalletAccount();
  const arenaz = useRequiredNetwork('arenaz');
  const resource = useContract('Resource', 'arenaz');
  // BRIDGE sends the picked resources, once the pick is accepted.
  const latestSelected = useRef<readonly number[]>([]);
  const bridge = useResourceBridge(() => {
    const problem = selectionProblem('resource', latestSelected.current.length);
    if (problem) {
      showAlert(t(`error.${problem}`));
      return null;
    }
    return latestSelected.current;
  });
  const [switchTried, setSwitchTried] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [page, setPage] = useState(1);

  // Spec 3 tab 5: first the tab's network (a refusal is not an error here; the banner stays).
  const { onRequiredNetwork, switchToRequired } = arenaz;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the tab opens
  useEffect(() => {
    if (onRequiredNetwork) {
      setSwitchTried(true);
      return;
    }
    void switchToRequired().finally(() => setSwitchTried(true));
  }, []);

  const ids = useHolding('Resource', 'arenaz', 'resourcesOf', { enabled: switchTried });
  const ownedIds = ids.value?.[0].map(Number);
  const list = useResourceList(account.address, ownedIds, bridge.send.flow.hash);
  const items = list.data?.list ?? [];
  const selected = stillOwned(
    picked,
    items.map((item) => item.tokenId),
  );

  latestSelected.current = selected;
  // Sent: the pick is done with (a refusal in the wallet keeps it for another try).
  const sentHash = bridge.send.flow.hash;
  useEffect(() => {
    if (sentHash) setPicked([]);
  }, [sentHash]);

  const route = BRIDGE_ROUTE_INFO.resource;
  const row = (entry: ResourceHistoryRow): HistoryRowView => ({
    key: entry.sendTxHash,
    date: entry.createdAt * 1000,
    sendTx: { hash: entry.sendTxHash, network: 'arenaz' },
    deliveryTx: entry.receiveTxHash ? { hash: entry.receiveTxHash, network: 'polygon' } : null,
    what: t('items_list', { ids: entry.tokenIds.join(', #') }),
    status: t(entry.status === RESOURCE_STATUS.received ? 'status_received' : 'status_sended'),
    // Spec 3 §4: Receive while there is no receive hash.
    ...(entry.receiveTxHash === null
      ? {
          action: {
            label: t('receive'),
            onClick: () => void bridge.receive.run(entry.sendTxHash as TxHash),
            busy: bridge.receive.active === entry.sendTxHash,
            disabled: bridge.receive.active !== null,
            ready: entry.signed || entry.transfer.step !== 'confirmed',
            testId: 'receive',
          },
        }
      : {}),
    progress: progressOf(entry.transfer, route),
  });

  return (
    <div className="bridge-panel" data-testid="bridge-panel-5">
      {!resource ? (
        <p className="page-notice" role="status">
          {t('unavailable')}
        </p>
      ) : null}
      <p className="bridge-panel__note">{t('resource_note')}</p>
      <NftGrid
        items={items.map((item) => ({
          tokenId: item.tokenId,
          name: t('resource_name', { id: item.tokenId }),
          art: <ResourceArt item={item} label={t('resource_name', { id: item.tokenId })} />,
          meta: t('resource_meta', { code: item.itemCode, amount: item.amount }),
        }))}
        selected={selected}
        onToggle={(id) => setPicked(toggled(selected, id))}
        onSelectPage={(pageIds) => setPicked([...new Set([...selected, ...pageIds])])}
        onClear={() => setPicked([])}
        page={page}
        onPageChange={setPage}
        label={t('resources_label')}
        emptyText={list.data ? t('resources_empty') : t('loading')}
        testId="resource-grid"
      />
      <div className="bridge-panel__actions">
        <TransactionButton
          action={bridge.send}
          label={t('bridge')}
          disabled={!resource || bridge.receive.active !== null}
          processingDialog={false}
          data-testid="bridge-submit"
        />
      </div>
      <HistoryTable
        title={t('history_resource')}
        rows={list.data?.history.map(row)}
        whatLabel={t('col_items')}
        tools={<HashEntry mode="receive" onSubmit={(hash) => void bridge.receive.run(hash)} />}
        testId="resource-history"
      />
      <TxDialog state={bridge.sendDialog.state} onClose={bridge.sendDialog.close} />
      <TxDialog state={bridge.receiveDialog.state} onClose={bridge.receiveDialog.close} />
    </div>
  );
}
