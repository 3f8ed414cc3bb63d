import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuBadges } from '../../shared/routing';
import { VestingActivity } from '../my-reward';
import { ConnectPrompt, useWalletAccount, WalletBoundary } from '../wallet/onchain';
import { PendingTransactions } from './components/PendingTransactions';
import { ACTIVITY_PATH } from './paths';
import './ActivityPage.css';

function ActivityContent() {
  const { t } = useTranslation('activity');
  const account = useWalletAccount();
  const address = account.address;
  // Counted for one wallet: after a switch, nothing is known of the new one until it is read.
  const [ready, setReady] = useState<{ wallet: string; count: number } | undefined>(undefined);
  const readyCount = ready && ready.wallet === address ? ready.count : undefined;
  const reportReady = useCallback(
    (count: number) => {
      if (address) setReady({ wallet: address, count });
    },
    [address],
  );
  // The wallet menu's badge shows what this page last counted for the wallet.
  useEffect(() => {
    if (address && readyCount !== undefined) menuBadges.set(address, ACTIVITY_PATH, readyCount);
  }, [address, readyCount]);
  if (account.status !== 'connected' || !account.address) {
    return <ConnectPrompt message={t('connect_prompt')} testId="activity-connect" />;
  }
  return (
    <>
      <p className="activity-page__ready" data-testid="activity-ready-count" aria-live="polite">
        {t('ready_count', { count: readyCount ?? 0 })}
      </p>
      <PendingTransactions />
      <Suspense fallback={null}>
        <VestingActivity onReadyCount={reportReady} />
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
