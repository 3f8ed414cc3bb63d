import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, TabPanel, Tabs, TabTrigger } from '../../shared/ui/Tabs';
import {
  NetworkBanner,
  TransactionProgress,
  useWalletAction,
  WalletBoundary,
  write,
} from '../wallet/onchain';
import { stakingKeys } from './api/stakingQueries';
import { AmountDialog } from './components/AmountDialog';
import { BonusDialog } from './components/BonusDialog';
import { ContinentRankDialog } from './components/ContinentRankDialog';
import { DashboardTab } from './components/DashboardTab';
import { LearnMoreLink } from './components/LearnMoreLink';
import { MyPledgingTab } from './components/MyPledgingTab';
import { PledgeTab } from './components/PledgeTab';
import { usePledgeGate } from './hooks/usePledgeGate';
import { useStakingContracts } from './hooks/useStakingContracts';
import './PledgingPage.css';

/** Spec 3 "Pledging page": tab 0 dashboard, 1 The Pledge, 2 My Pledging. */
export const PLEDGING_TABS = ['dashboard', 'pledge', 'my'] as const;
export type PledgingTab = (typeof PLEDGING_TABS)[number];

function PledgingContent() {
  const { t } = useTranslation('pledging');
  const [tab, setTab] = useState<PledgingTab>('dashboard');
  const [rankContinent, setRankContinent] = useState<number | undefined>();
  const [bonusOpen, setBonusOpen] = useState(false);
  const contracts = useStakingContracts();
  const gate = usePledgeGate();

  // Spec 3 §4: on the receipt the popup closes and the figures refresh; a pledge made from
  // The Pledge then shows My Pledging. §8: a failure is only logged (by the flow), except a
  // cancel in the wallet, which every page reports ('Transaction canceled by user.').
  const { staking, a2z } = contracts;
  const continent = gate.action?.continent;
  const pledge = useWalletAction<bigint>({
    id: 'pledging.pledge',
    network: 'ethereum',
    steps: (amount) =>
      staking && continent !== undefined
        ? [
            write({
              address: staking.address,
              abi: staking.abi,
              functionName: 'stake',
              args: [continent, amount],
              ...(a2z ? { approval: { token: a2z.address, spender: staking.address, amount } } : {}),
            }),
          ]
        : null,
    invalidate: [stakingKeys.all],
    waitForIndexer: true,
    alertFailures: 'rejections',
    onDone: () => setTab((current) => (current === 'pledge' ? 'my' : current)),
  });
  const unpledge = useWalletAction<bigint>({
    id: 'pledging.unpledge',
    network: 'ethereum',
    steps: (amount) =>
      staking && continent !== undefined
        ? [
            write({
              address: staking.address,
              abi: staking.abi,
              functionName: 'unstake',
              args: [continent, amount],
            }),
          ]
        : null,
    invalidate: [stakingKeys.all],
    waitForIndexer: true,
    alertFailures: 'rejections',
  });

  // Once the hash is known the processing popup takes over from the amount popup.
  const { close } = gate;
  const sent = pledge.flow.phase === 'processing' || unpledge.flow.phase === 'processing';
  useEffect(() => {
    if (sent) close();
  }, [sent, close]);

  return (
    <section className="pledging-page" aria-labelledby="pledging-title">
      <header className="pledging-page__header">
        <h1 id="pledging-title" className="pledging-page__title">
          {t('title')}
        </h1>
        <p className="pledging-page__intro">{t('intro')}</p>
        <p className="pledging-note" data-testid="update-note">
          {t('update_note')}
        </p>
        <LearnMoreLink />
      </header>
      <NetworkBanner network="ethereum" message={t('wrong_network')} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as PledgingTab)} className="pledging-tabs">
        <TabList aria-label={t('tabs_label')} align="center">
          {PLEDGING_TABS.map((value) => (
            <TabTrigger key={value} value={value} data-testid={`pledging-tab-${value}`}>
              {t(`tab_${value}`)}
            </TabTrigger>
          ))}
        </TabList>
        <TabPanel value="dashboard">
          <DashboardTab onShowRank={setRankContinent} onShowBonus={() => setBonusOpen(true)} />
        </TabPanel>
        <TabPanel value="pledge">
          <PledgeTab onAction={gate.request} />
        </TabPanel>
        <TabPanel value="my">
          <MyPledgingTab onAction={gate.request} />
        </TabPanel>
      </Tabs>
      <AmountDialog
        action={gate.action}
        onClose={gate.close}
        contracts={contracts}
        pledge={pledge}
        unpledge={unpledge}
      />
      <ContinentRankDialog continent={rankContinent} onClose={() => setRankContinent(undefined)} />
      <BonusDialog open={bonusOpen} onClose={() => setBonusOpen(false)} />
      <TransactionProgress
        flow={pledge.flow}
        title={t('pledge_processing_title')}
        message={t('processing_text')}
      />
      <TransactionProgress
        flow={unpledge.flow}
        title={t('unpledge_processing_title')}
        message={t('processing_text')}
      />
    </section>
  );
}

/** The /pledging page (desktop only: the route says so). */
export default function PledgingPage() {
  return (
    <WalletBoundary>
      <PledgingContent />
    </WalletBoundary>
  );
}
