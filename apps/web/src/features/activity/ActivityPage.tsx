import { useTranslation } from 'react-i18next';
import { ConnectPrompt, useWalletAccount, WalletBoundary } from '../wallet/onchain';
import { ActivityParts } from './components/ActivityParts';
import { PendingTransactions } from './components/PendingTransactions';
import { useReadyCounts } from './hooks/useReadyCounts';
import './ActivityPage.css';

function ActivityContent() {
  const { t } = useTranslation('activity');
  const account = useWalletAccount();
  const total = useReadyCounts(account.address);
  if (account.status !== 'connected' || !account.address) {
    return <ConnectPrompt message={t('connect_prompt')} testId="activity-connect" />;
  }
  return (
    <>
      <p className="activity-page__ready" data-testid="activity-ready-count" aria-live="polite">
        {t('ready_count', { count: total ?? 0 })}
      </p>
      <PendingTransactions />
      <ActivityParts />
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
