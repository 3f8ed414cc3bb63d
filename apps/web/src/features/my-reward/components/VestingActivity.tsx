import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { useTranslation } from 'react-i18next';
import { ActivityItem, ActivityList, ActivitySection } from '../../../shared/ui/ActivitySection';
import { Button } from '../../../shared/ui/Button';
import { useWalletAccount } from '../../wallet/onchain';
import { useVestingDashboard } from '../api/vestingQueries';
import { type RewardSession, useRewardSession } from '../hooks/useRewardSession';
import { useVestingClaim } from '../hooks/useVestingClaim';
import { formatReward, isPositive } from '../logic/display';
import { ClaimPopups } from './ClaimPopups';
import { NextUnlockCountdown } from './NextUnlockCountdown';

/** The schedule whose next unlock comes first (what will become claimable next). */
function soonestUnlock(vestings: readonly VestingItem[]): VestingItem | undefined {
  return vestings.filter((item) => item.next !== null).sort((a, b) => (a.next ?? 0) - (b.next ?? 0))[0];
}

/** The dashboard read the part counts and shows (it needs the wallet's session). */
function useVestingRead() {
  const account = useWalletAccount();
  const session = useRewardSession();
  const dashboard = useVestingDashboard(account.address, session.status === 'signed-in');
  const vestings = dashboard.data?.vestings ?? [];
  const ready = vestings.filter((item) => isPositive(item.claimable));
  return { session, vestings, ready, loaded: dashboard.data !== undefined };
}

/**
 * How many claims are ready now (each schedule with A2Z to claim), once read (without the
 * wallet's session nothing is read): the badge's count, with nothing mounted.
 */
export function useVestingReadyCount(): number | undefined {
  const { loaded, ready } = useVestingRead();
  return loaded ? ready.length : undefined;
}

/**
 * My Reward in the activity centre: each schedule with A2Z to claim and its CLAIM, CLAIM ALL, and
 * the countdown to the next unlock, on the page's own claim action, dashboard read and popups (so
 * a claim here refreshes My Reward and the other way round).
 */
export default function VestingActivity() {
  const { session, vestings, ready } = useVestingRead();
  return <VestingActivityView session={session} vestings={vestings} ready={ready} />;
}

function VestingActivityView({
  session,
  vestings,
  ready,
}: {
  session: RewardSession;
  vestings: readonly VestingItem[];
  ready: readonly VestingItem[];
}) {
  const { t } = useTranslation('my-reward');
  const claims = useVestingClaim();
  const soonest = soonestUnlock(vestings);

  // A session check (every read refreshes after a transaction) must not unmount a claim's popups.
  if (session.status === 'no-wallet' || session.status === 'checking') return <ClaimPopups claims={claims} />;
  return (
    <ActivitySection name="vesting" title={t('title')}>
      {session.status === 'signed-out' ? (
        <p>
          {t('sign_in_prompt')}{' '}
          <Button busy={session.signingIn} onClick={session.signIn} data-testid="activity-vesting-sign-in">
            {t('sign_in')}
          </Button>
        </p>
      ) : null}
      {ready.length > 0 ? (
        <ActivityList>
          {ready.map((item) => (
            <ActivityItem key={item._id} data-testid={`activity-vesting-${item._id}`} what={item.title}>
              <Button
                onClick={() => void claims.claim({ vestingId: item._id })}
                busy={claims.active === item._id}
                disabled={claims.active !== null}
                data-testid={`activity-claim-${item._id}`}
              >
                {t('claim_amount', { amount: formatReward(item.claimable) })}
              </Button>
            </ActivityItem>
          ))}
          {ready.length > 1 ? (
            <ActivityItem>
              <Button
                onClick={() => void claims.claim('all')}
                busy={claims.active === 'all'}
                disabled={claims.active !== null}
                data-testid="activity-claim-all"
              >
                {t('claim_all')}
              </Button>
            </ActivityItem>
          ) : null}
        </ActivityList>
      ) : null}
      {soonest ? <NextUnlockCountdown item={soonest} /> : null}
      <ClaimPopups claims={claims} />
    </ActivitySection>
  );
}
