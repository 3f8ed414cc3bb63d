import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { TabList, TabPanel, Tabs, TabTrigger } from '../../shared/ui/Tabs';
import { ConnectPrompt, NetworkBanner, useWalletAccount, WalletBoundary } from '../wallet/onchain';
import { DragoPanel } from './components/DragoPanel';
import { DstPanel } from './components/DstPanel';
import { LokaPanel } from './components/LokaPanel';
import { ResourcePanel } from './components/ResourcePanel';
import {
  acceptedNetworks,
  BRIDGE_TABS,
  type BridgeTab,
  type BridgeTabIndex,
  TAB_BUTTONS,
  tabFromQuery,
} from './logic/tabs';
import './bridge.css';

/**
 * Spec 3: the wrong-network banner with its change-network button. A wallet on a chain outside
 * the network table reads 'Wrong network. You should change network to mainnet.'; on another of
 * our chains, 'Wrong network. Click the button to change to {network} Mainnet'.
 */
function BridgeNetworkBanner({ tab }: { tab: BridgeTab }) {
  const { t } = useTranslation('bridge');
  const account = useWalletAccount();
  if (account.status !== 'connected') return null;
  if (account.network && acceptedNetworks(tab).includes(account.network.key)) return null;
  return (
    <NetworkBanner network={tab.network} message={account.network ? undefined : t('wrong_network_general')} />
  );
}

function BridgeTabContent({ tab }: { tab: BridgeTab }) {
  switch (tab.index) {
    case 0:
    case 1:
      return <DragoPanel tab={tab as BridgeTab & { index: 0 | 1 }} />;
    case 2:
    case 3:
      return <DstPanel tab={tab as BridgeTab & { index: 2 | 3 }} />;
    case 4:
      return <LokaPanel />;
    case 5:
      return <ResourcePanel />;
  }
}

function BridgeContent() {
  const { t } = useTranslation('bridge');
  const account = useWalletAccount();
  const [params, setParams] = useSearchParams();
  const index = tabFromQuery(params.get('tab'));
  const tab = BRIDGE_TABS[index] as BridgeTab;
  const select = (value: BridgeTabIndex) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', String(value));
        return next;
      },
      { replace: true },
    );

  return (
    <section className="bridge-page" aria-labelledby="bridge-title">
      <header className="bridge-page__header">
        <h1 id="bridge-title" className="bridge-page__title">
          {t('title')}
        </h1>
        <p className="bridge-page__intro">{t('intro')}</p>
      </header>
      <BridgeNetworkBanner tab={tab} />
      <Tabs
        value={String(index)}
        onValueChange={(value) => select(tabFromQuery(value))}
        activationMode="manual"
      >
        <div className="bridge-tabs__bar">
          <TabList aria-label={t('tabs_label')} size="compact">
            {TAB_BUTTONS.map((entry) => (
              <TabTrigger
                key={entry.index}
                value={String(entry.index)}
                data-testid={`bridge-tab-${entry.index}`}
              >
                {t(`tab_${entry.index}`)}
              </TabTrigger>
            ))}
          </TabList>
          {/* Spec 3: LOKA from Ethereum to Arena-Z is another bridge's; its URL is configuration. */}
          <ExternalLink
            linkId="lokaBridgeArenaZ"
            className="bridge-tabs__external"
            data-testid="loka-external"
          >
            {t('loka_external')} <span className="bridge-tabs__hint">{t('loka_external_hint')}</span>
          </ExternalLink>
        </div>
        {BRIDGE_TABS.map((entry) => (
          // Only the open tab is mounted: opening a tab loads its data (spec 3 "Tab behaviour").
          <TabPanel
            key={entry.index}
            value={String(entry.index)}
            aria-label={t(`tab_${entry.index}`)}
            // Tab 3 has no tab button to be labelled by: its own label names it.
            {...(entry.button ? {} : { 'aria-labelledby': undefined })}
          >
            {entry.asset === 'dst' ? (
              <p className="bridge-tabs__reverse">
                <button
                  type="button"
                  className="bridge-link"
                  onClick={() => select(entry.index === 2 ? 3 : 2)}
                  data-testid="dst-reverse"
                >
                  {t(entry.index === 2 ? 'reverse_to_polygon' : 'reverse_to_arenaz')}
                </button>
              </p>
            ) : null}
            {account.status === 'connected' ? (
              <BridgeTabContent tab={entry} />
            ) : (
              <ConnectPrompt message={t('connect_prompt')} testId="bridge-connect" />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

/**
 * Spec 3: the page reloads when the wallet changes. Keyed by the address, everything below starts
 * over for the new wallet (selection, pages, amounts, open popups) and its queries are its own.
 */
function WalletKeyedBridge() {
  const account = useWalletAccount();
  return <BridgeContent key={account.address ?? 'no-wallet'} />;
}

/** The /bridge page (desktop only: the route says so), from the header and the wallet menu. */
export default function BridgePage() {
  return (
    <WalletBoundary>
      <WalletKeyedBridge />
    </WalletBoundary>
  );
}
