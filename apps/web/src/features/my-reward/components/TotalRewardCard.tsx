import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { formatReward, isPositive, totalRewardFigures } from '../logic/display';

export interface TotalRewardCardProps {
  /** The cards' schedules: the Total Reward card is their sum. */
  vestings: readonly Pick<VestingItem, 'total' | 'payable' | 'claimed' | 'claimable'>[];
  onClaimAll: () => void;
  busy: boolean;
  disabled: boolean;
}

/**
 * Spec 3: the Total Reward card — Total, Locked, Claimed, and CLAIM ALL only when claimable > 0,
 * each the sum of the cards (so Locked = Total − Claimed here too).
 */
export function TotalRewardCard({ vestings, onClaimAll, busy, disabled }: TotalRewardCardProps) {
  const { t } = useTranslation('my-reward');
  const sums = totalRewardFigures(vestings);
  const claimable = isPositive(sums.claimable);
  const figures: [string, string, bigint][] = [
    ['total', t('total'), sums.total],
    ['locked', t('locked'), sums.locked],
    ['claimed', t('claimed'), sums.claimed],
    ['claimable', t('claimable'), sums.claimable],
  ];
  return (
    <section className="total-reward" aria-labelledby="total-reward-title" data-testid="total-reward">
      <h2 id="total-reward-title" className="total-reward__title">
        {t('total_reward')}
      </h2>
      <dl className="total-reward__figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className="total-reward__figure">
            <dt>{label}</dt>
            <dd data-testid={`total-${key}`}>
              {formatReward(value)} <span className="total-reward__unit">A2Z</span>
            </dd>
          </div>
        ))}
      </dl>
      <Button
        className="total-reward__claim"
        busy={busy}
        disabled={!claimable || disabled}
        onClick={onClaimAll}
        data-testid="claim-all-button"
      >
        {t('claim_all')}
      </Button>
    </section>
  );
}
