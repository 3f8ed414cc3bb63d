import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiHttpError } from '../../shared/api/client';
import { useOverlays } from '../../shared/overlays';
import { Button } from '../../shared/ui/Button';
import { NetworkBanner, useWalletAccount, WalletBoundary } from '../wallet/onchain';
import { useVestingDashboard } from './api/vestingQueries';
import { AdminPanel } from './components/AdminPanel';
import { ClaimPopups } from './components/ClaimPopups';
import { TotalRewardCard } from './components/TotalRewardCard';
import { VestingCard } from './components/VestingCard';
import { useRewardSession } from './hooks/useRewardSession';
import { useVestingClaim } from './hooks/useVestingClaim';
import './MyRewardPage.css';

/** The chart's "now" moves on while the page is open. */
const NOW_REFRESH_MS = 30_000;

function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function SignInPrompt({ kind }: { kind: 'connect' | 'sign-in' }) {
  const { t } = useTranslation('my-reward');
  const overlays = useOverlays();
  const session = useRewardSession();
  return (
    <div className="page-notice" data-testid={`my-reward-${kind}`}>
      <p>{t(kind === 'connect' ? 'connect_prompt' : 'sign_in_prompt')}</p>
      {kind === 'connect' ? (
        <Button onClick={() => overlays.open('wallet')}>{t('connect_wallet')}</Button>
      ) : (
        <Button busy={session.signingIn} onClick={session.signIn} data-testid="sign-in-button">
          {t('sign_in')}
        </Button>
      )}
    </div>
  );
}

function MyRewardContent() {
  const { t } = useTranslation('my-reward');
  const account = useWalletAccount();
  const session = useRewardSession();
  const now = useNowSeconds();
  const [adminOpen, setAdminOpen] = useState(false);
  const dashboard = useVestingDashboard(account.address, session.status === 'signed-in');
  const claims = useVestingClaim();

  // An expired or signed-out session: ask to sign in again rather than show an error.
  const unauthorized = dashboard.error instanceof ApiHttpError && dashboard.error.status === 401;
  const { recheck } = session;
  useEffect(() => {
    if (unauthorized) void recheck();
  }, [unauthorized, recheck]);

  const data = dashboard.data;
  const claiming =
    claims.active !== null || claims.flow.phase === 'processing' || claims.flow.phase === 'signing';
  return (
    <section className="my-reward" aria-labelledby="my-reward-title">
      <header className="my-reward__header">
        <h1 id="my-reward-title" className="my-reward__title">
          {t('title')}
        </h1>
        <p className="my-reward__intro">{t('intro')}</p>
        {data?.isAdmin === 1 ? (
          <Button variant="secondary" onClick={() => setAdminOpen(true)} data-testid="admin-link">
            {t('admin')}
          </Button>
        ) : null}
      </header>
      <NetworkBanner network="ethereum" message={t('wrong_network', { network: 'Ethereum' })} />
      {session.status === 'no-wallet' ? <SignInPrompt kind="connect" /> : null}
      {session.status === 'signed-out' ? <SignInPrompt kind="sign-in" /> : null}
      {session.status === 'signed-in' && dashboard.isPending ? <p>{t('loading')}</p> : null}
      {data ? (
        <>
          <TotalRewardCard
            vestings={data.vestings}
            onClaimAll={() => void claims.claim('all')}
            busy={claims.active === 'all'}
            disabled={claiming}
          />
          {data.vestings.length === 0 ? (
            <p className="page-notice" data-testid="no-vestings">
              {t('no_vestings')}
            </p>
          ) : (
            <div className="my-reward__cards">
              {data.vestings.map((item) => (
                <VestingCard
                  key={item._id}
                  item={item}
                  now={now}
                  onClaim={() => void claims.claim({ vestingId: item._id })}
                  busy={claims.active === item._id}
                  disabled={claiming}
                />
              ))}
            </div>
          )}
        </>
      ) : null}
      <ClaimPopups claims={claims} />
      {data?.isAdmin === 1 ? <AdminPanel open={adminOpen} onClose={() => setAdminOpen(false)} /> : null}
    </section>
  );
}

/** The /myReward page (desktop only: the route says so), linked from the wallet menu. */
export default function MyRewardPage() {
  return (
    <WalletBoundary>
      <MyRewardContent />
    </WalletBoundary>
  );
}
