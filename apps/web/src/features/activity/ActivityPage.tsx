import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LokaClaimActivity } from '../bridge';
import { HatchingEggsActivity, RentalActivity } from '../dragos';
import { VestingActivity } from '../my-reward';
import { PledgingRewardActivity } from '../pledging';
import { RouletteActivity } from '../roulette';
import { ConnectPrompt, useWalletAccount, WalletBoundary } from '../wallet/onchain';
import { PendingTransactions } from './components/PendingTransactions';
import { useReadyCounts } from './hooks/useReadyCounts';
import './ActivityPage.css';

function ActivityContent() {
  const { t } = useTranslation('activity');
  const account = useWalletAccount();
  const ready = useReadyCounts(account.address);
  if (account.status !== 'connected' || !account.address) {
    return <ConnectPrompt message={t('connect_prompt')} testId="activity-connect" />;
  }
  return (
    <>
      <p className="activity-page__ready" data-testid="activity-ready-count" aria-live="polite">
        {t('ready_count', { count: ready.total ?? 0 })}
      </p>
      <PendingTransactions />
      <Suspense fallback={null}>
        <VestingActivity onReadyCount={ready.report.vesting} />
      </Suspense>
      <Suspense fallback={null}>
        <PledgingRewardActivity onReadyCount={ready.report.pledging} />
      </Suspense>
      <Suspense fallback={null}>
        <RentalActivity onReadyCount={ready.report.rental} />
      </Suspense>
      <Suspense fallback={null}>
        <RouletteActivity onReadyCount={ready.report.roulette} />
      </Suspense>
      <Suspense fallback={null}>
        <LokaClaimActivity onReadyCount={ready.report.loka} />
      </Suspense>
      <Suspense fallback={null}>
        <HatchingEggsActivity />
      </Suspense>
    </>
  );
}

/** The /activity page: the activity centre, opened from the wallet menu. */
export default function ActivityPage() {
  const { t } = useTranslation('activity');
  return (
    <section className="activity-page" aria-labelledby="activity-title">
      <h1 id="activity-title">{t('title')}</h1>
      <WalletBoundary>
        <ActivityContent />
      </WalletBoundary>
    </section>
  );
}
