import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { frequencyInDays, VESTING_POOL_TYPES } from '@kingdoms/shared/vesting';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { cardFigures, formatCliff, formatReward, formatRewardDate, isPositive } from '../logic/display';
import { NextUnlockCountdown } from './NextUnlockCountdown';
import { VestingTimeline } from './VestingTimeline';

export interface VestingCardProps {
  item: VestingItem;
  now: number;
  onClaim: () => void;
  /** This card's claim is being prepared or sent. */
  busy: boolean;
  /** Another claim runs: one at a time. */
  disabled: boolean;
}

/**
 * Spec 3 "My Reward page": one card per vesting — title, Total, Locked (total − claimed),
 * Claimed, Start, Cliff or '-', Frequency in days, Counts, and CLAIM with the claimable amount,
 * or 'NEXT' and the next date when nothing is claimable (with no unlock left: 'FULLY UNLOCKED',
 * or 'STOPPED' and its date). Plus its status and unlock timeline.
 * A stopped card's Total is what the schedule pays; its Cancelled figure and note say how much
 * the stop cancelled and when (`rewardCardFigures`).
 */
export function VestingCard({ item, now, onClaim, busy, disabled }: VestingCardProps) {
  const { t } = useTranslation('my-reward');
  const claimable = isPositive(item.claimable);
  const pool = VESTING_POOL_TYPES.find((entry) => entry.id === item.poolType)?.name ?? String(item.poolType);
  const figures = cardFigures(item);
  const stopped = item.status === 'stopped';
  const rows: [string, string, string][] = [
    ['total', t('total'), formatReward(figures.total)],
    ['locked', t('locked'), formatReward(figures.locked)],
    ['claimed', t('claimed'), formatReward(figures.claimed)],
    ...(stopped
      ? [['cancelled', t('cancelled'), formatReward(figures.cancelled)] as [string, string, string]]
      : []),
    ['start', t('start'), formatRewardDate(item.started)],
    ['cliff', t('cliff'), formatCliff(item)],
    ['frequency', t('frequency'), t('frequency_days', { count: frequencyInDays(item.frequency) })],
    ['count', t('counts'), String(item.count)],
  ];
  // Nothing claimable: the next unlock's date, or, when no unlock is left (spec 3 shows 'NEXT'
  // and a date, which such a card has not), what is true instead of an empty 'NEXT -'.
  const nextLabel =
    item.next !== null
      ? t('next', { date: formatRewardDate(item.next) })
      : stopped
        ? t('next_none_stopped', { date: formatRewardDate(item.stoppedAt) })
        : t('next_none_unlocked');
  return (
    <article className="vesting-card" data-testid={`vesting-card-${item._id}`} data-status={item.status}>
      <header className="vesting-card__header">
        <h3 className="vesting-card__title">{item.title}</h3>
        <span className="vesting-card__pool">{pool}</span>
        <span className={`vesting-status vesting-status--${item.status}`} data-testid="vesting-status">
          {t(`status_${item.status}`)}
        </span>
      </header>
      {stopped ? (
        <p className="vesting-card__note" data-testid="stopped-note">
          {t('stopped_note', {
            date: formatRewardDate(item.stoppedAt),
            cancelled: formatReward(figures.cancelled),
            registered: formatReward(item.total),
            total: formatReward(figures.total),
            claimable: formatReward(item.claimable),
          })}
        </p>
      ) : null}
      <dl className="vesting-card__figures">
        {rows.map(([key, label, value]) => (
          <div key={key} className="vesting-card__figure">
            <dt>{label}</dt>
            <dd data-testid={`vesting-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <VestingTimeline item={item} now={now} />
      <NextUnlockCountdown item={item} />
      <Button
        className="vesting-card__claim"
        busy={busy}
        disabled={!claimable || disabled}
        onClick={onClaim}
        data-testid={`claim-button-${item._id}`}
      >
        {claimable ? t('claim_amount', { amount: formatReward(item.claimable) }) : nextLabel}
      </Button>
    </article>
  );
}
