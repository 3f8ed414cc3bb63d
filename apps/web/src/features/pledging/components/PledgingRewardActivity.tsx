import { useTranslation } from 'react-i18next';
import { ActivityItem, ActivityList, ActivitySection } from '../../../shared/ui/ActivitySection';
import { Button } from '../../../shared/ui/Button';
import { useWalletAccount } from '../../wallet/onchain';
import { useMyStaking } from '../api/stakingQueries';
import { useRewardClaim } from '../hooks/useRewardClaim';
import { formatPledgeAmount } from '../logic/display';

/** 1 while a pledging reward waits to be claimed, else 0, once read: the badge's count. */
export function usePledgingReadyCount(): number | undefined {
  const account = useWalletAccount();
  const my = useMyStaking(account.address);
  if (my.data === undefined) return undefined;
  return BigInt(my.data.reward) > 0n ? 1 : 0;
}

/**
 * The pledging reward in the activity centre: the amount and the My Pledging tab's CLAIM, on the
 * same claim hook and read (the payout follows on Polygon).
 */
export default function PledgingRewardActivity() {
  const account = useWalletAccount();
  const my = useMyStaking(account.address);
  return <PledgingRewardView address={account.address} reward={BigInt(my.data?.reward ?? '0')} />;
}

function PledgingRewardView({ address, reward }: { address: string | undefined; reward: bigint }) {
  const { t } = useTranslation('pledging');
  // Mounted whatever the reward, as before the split: a claim in flight keeps its flow.
  const claim = useRewardClaim(address);
  if (reward === 0n) return null;
  return (
    <ActivitySection name="pledging" title={t('reward')}>
      <ActivityList>
        <ActivityItem what={t('amount_a2z', { amount: formatPledgeAmount(reward) })}>
          <Button busy={claim.pending} onClick={claim.claim} data-testid="activity-claim-pledging">
            {t('claim')}
          </Button>
        </ActivityItem>
      </ActivityList>
      <p>{t('reward_note')}</p>
    </ActivitySection>
  );
}
