import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../shared/config/runtimeConfig';
import { TabList, TabPanel, Tabs, TabTrigger } from '../../shared/ui/Tabs';
import {
  ConnectPrompt,
  NetworkBanner,
  TransactionProgress,
  useWalletAccount,
  WalletBoundary,
} from '../wallet/onchain';
import { useInventory } from './api/dragoQueries';
import { BridgeWaitingDialog } from './components/BridgeWaitingDialog';
import { CardGrid } from './components/CardGrid';
import { ClaimDialog } from './components/ClaimDialog';
import { DragoInfoDialog } from './components/DragoInfoDialog';
import { ManualHashDialog } from './components/ManualHashDialog';
import { RentalTab } from './components/RentalTab';
import { useGenesisHatch } from './hooks/useGenesisHatch';
import { useHatch } from './hooks/useHatch';
import { useRehatch } from './hooks/useRehatch';
import { eggStateOf } from './logic/eggState';
import type { DragoItem } from './logic/inventory';
import './dragos.css';

/** Spec 2 §2 My Drago: two tabs. */
export const MY_DRAGO_TABS = ['dragos', 'rental'] as const;
export type MyDragoTab = (typeof MY_DRAGO_TABS)[number];

/** Spec 2 §2/§4 Dragos tab: Refresh, the egg and drago cards, and the hatch, genesis and rehatch flows. */
function DragosTab() {
  const { t } = useTranslation('dragos');
  const { env } = useRuntimeConfig();
  const account = useWalletAccount();
  const hatch = useHatch();
  const genesis = useGenesisHatch();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [rehatchNetwork, setRehatchNetwork] = useState<DragoItem['network']>('arenaz');
  const rehatch = useRehatch(rehatchNetwork);
  const inventory = useInventory(account.address, hatch.sent.size > 0 || genesis.tracking !== null);

  if (account.status !== 'connected') {
    return <ConnectPrompt message={t('connect_prompt')} testId="my-drago-connect" />;
  }

  const busyEgg = hatch.action.active ?? genesis.active;
  // The info popup follows the inventory (a rehatch changes the drago while it is open).
  const selected = inventory.data?.dragos.find((drago) => drago.tokenId === selectedId) ?? null;
  const devnet = env === 'devnet';
  const data = inventory.data;
  return (
    <>
      <div className="my-drago__toolbar">
        <button
          type="button"
          className="drago-link"
          onClick={() => void inventory.refetch()}
          disabled={inventory.isFetching}
          data-testid="refresh"
        >
          {t('refresh')}
        </button>
      </div>
      {data ? (
        <CardGrid
          eggs={data.eggs}
          dragos={data.dragos}
          eggState={(egg) => eggStateOf(egg, hatch.sent.has(egg.tokenId))}
          busyEgg={busyEgg}
          locked={busyEgg !== null}
          onHatch={(egg) => void hatch.action.run(egg)}
          onBridge={genesis.ask}
          onRepair={() => genesis.openManual()}
          onOpenDrago={(drago) => {
            setRehatchNetwork(drago.network);
            setSelectedId(drago.tokenId);
          }}
        />
      ) : (
        <p className="page-notice" role="status">
          {t('loading')}
        </p>
      )}
      <TransactionProgress
        flow={hatch.action.flow}
        title={t('hatch_processing_title')}
        message={t(devnet ? 'hatch_processing_text_devnet' : 'hatch_processing_text')}
      />
      {genesis.tracking ? (
        <BridgeWaitingDialog
          open={!genesis.waitingDismissed}
          onClose={genesis.dismissWaiting}
          hash={genesis.tracking.hash}
          chainId={genesis.tracking.chainId}
          confirmed={genesis.tracking.confirmed}
        />
      ) : null}
      <ManualHashDialog open={genesis.manualOpen} onClose={genesis.closeManual} onSubmit={genesis.resume} />
      <ClaimDialog tokenId={genesis.claimed} onClose={genesis.closeClaim} />
      <DragoInfoDialog
        drago={selected}
        onClose={() => setSelectedId(null)}
        onRehatch={() => {
          if (!selected) return;
          setSelectedId(null);
          void rehatch.ask(selected.tokenId);
        }}
        rehatchBusy={
          selected !== null &&
          (rehatch.active === selected.tokenId || data?.rehatching.has(selected.tokenId) === true)
        }
      />
      <TransactionProgress
        flow={rehatch.flow}
        title={t('rehatch_processing_title')}
        message={t(devnet ? 'rehatch_processing_text_devnet' : 'rehatch_processing_text')}
      />
    </>
  );
}

function MyDragoContent() {
  const { t } = useTranslation('dragos');
  const [tab, setTab] = useState<MyDragoTab>('dragos');
  return (
    <section className="my-drago" aria-labelledby="my-drago-title">
      <header className="my-drago__header">
        <h1 id="my-drago-title" className="my-drago__title">
          {t('title')}
        </h1>
      </header>
      <NetworkBanner network="arenaz" message={t('wrong_network')} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as MyDragoTab)}>
        <TabList aria-label={t('tabs_label')} align="center">
          {MY_DRAGO_TABS.map((value) => (
            <TabTrigger key={value} value={value} data-testid={`my-drago-tab-${value}`}>
              {t(`tab_${value}`)}
            </TabTrigger>
          ))}
        </TabList>
        <TabPanel value="dragos">
          <DragosTab />
        </TabPanel>
        <TabPanel value="rental">
          <RentalTab />
        </TabPanel>
      </Tabs>
    </section>
  );
}

/** The /myDrago page (route name myDrago; desktop only: the route says so), from the wallet menu. */
export default function MyDragoPage() {
  return (
    <WalletBoundary>
      <MyDragoContent />
    </WalletBoundary>
  );
}
