import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { useWalletAccount } from '../../wallet/onchain';
import { useMyStaking } from '../api/stakingQueries';
import { useRewardClaim } from '../hooks/useRewardClaim';
import { formatPledgeAmount } from '../logic/display';

export interface PledgingRewardActivityProps {
  /** 1 while a pledging reward waits to be claimed, else 0, once read: the centre's badge. */
  onReadyCount?: (count: number) => void;
}

/**
 * The pledging reward in the activity centre: the amount and the My Pledging tab's CLAIM, on the
 * same claim hook and read (the payout follows on Polygon).
 */
export default function PledgingRewardActivity({ onReadyCount }: PledgingRewardActivityProps) {
  const { t } = useTranslation('pledging');
  const account = useWalletAccount();
  const my = useMyStaking(account.address);
  const claim = useRewardClaim(account.address);
  const reward = BigInt(my.data?.reward ?? '0');
  const loaded = my.data !== undefined;
  const ready = reward > 0n ? 1 : 0;
  // Only a read counts: before it, the count is unknown, not zero.
  useEffect(() => {
    if (loaded) onReadyCount?.(ready);
  }, [onReadyCount, loaded, ready]);

  if (ready === 0) return null;
  return (
    <section className="activity-section" aria-labelledby="activity-pledging" data-testid="activity-pledging">
      <h2 id="activity-pledging" className="activity-section__title">
        {t('reward')}
      </h2>
      <ul className="activity-list">
        <li className="activity-item">
          <span className="activity-item__what">
            {t('amount_a2z', { amount: formatPledgeAmount(reward) })}
          </span>
          <Button busy={claim.pending} onClick={claim.claim} data-testid="activity-claim-pledging">
            {t('claim')}
          </Button>
        </li>
      </ul>
      <p>{t('reward_note')}</p>
    </section>
  );
}
