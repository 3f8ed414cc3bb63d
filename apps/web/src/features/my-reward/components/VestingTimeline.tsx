import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReward, formatRewardDate } from '../logic/display';
import { TIMELINE_HEIGHT, TIMELINE_PADDING, TIMELINE_WIDTH, timelineGeometry } from '../logic/timeline';

/**
 * The unlock timeline of one schedule (beyond the spec, as Sablier and Hedgey show it): the step
 * line of what unlocks when, the area unlocked so far, the claimed level, the cliff, the stop and
 * now. Described in words for assistive technology.
 */
export function VestingTimeline({ item, now }: { item: VestingItem; now: number }) {
  const { t } = useTranslation('my-reward');
  const titleId = useId();
  const descriptionId = useId();
  const geometry = timelineGeometry(item, now);
  const top = TIMELINE_PADDING;
  const bottom = TIMELINE_HEIGHT - TIMELINE_PADDING;
  return (
    <figure className="vesting-timeline">
      <svg
        viewBox={`0 0 ${TIMELINE_WIDTH} ${TIMELINE_HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        className="vesting-timeline__chart"
        data-testid={`timeline-${item._id}`}
      >
        <title id={titleId}>{t('timeline_title', { title: item.title })}</title>
        <desc id={descriptionId}>
          {t('timeline_description', {
            unlocks: item.count,
            start: formatRewardDate(geometry.from),
            end: formatRewardDate(geometry.to),
            unlocked: formatReward(item.unlocked),
            claimed: formatReward(item.claimed),
            total: formatReward(item.total),
          })}
        </desc>
        <path d={geometry.unlockedArea} className="vesting-timeline__unlocked-area" />
        <path d={geometry.unlockedPath} className="vesting-timeline__schedule" fill="none" />
        <line
          x1={TIMELINE_PADDING}
          x2={TIMELINE_WIDTH - TIMELINE_PADDING}
          y1={geometry.claimedY}
          y2={geometry.claimedY}
          className="vesting-timeline__claimed"
        />
        {geometry.ticks.map((x) => (
          <line key={x} x1={x} x2={x} y1={bottom} y2={bottom + 3} className="vesting-timeline__tick" />
        ))}
        {geometry.cliffX === null ? null : (
          <line
            x1={geometry.cliffX}
            x2={geometry.cliffX}
            y1={top}
            y2={bottom}
            className="vesting-timeline__cliff"
            data-testid="timeline-cliff"
          />
        )}
        {geometry.stopX === null ? null : (
          <line
            x1={geometry.stopX}
            x2={geometry.stopX}
            y1={top}
            y2={bottom}
            className="vesting-timeline__stop"
          />
        )}
        <line x1={geometry.nowX} x2={geometry.nowX} y1={top} y2={bottom} className="vesting-timeline__now" />
      </svg>
      <figcaption className="vesting-timeline__legend">
        <span className="vesting-timeline__key vesting-timeline__key--claimed">{t('legend_claimed')}</span>
        <span className="vesting-timeline__key vesting-timeline__key--unlocked">{t('legend_unlocked')}</span>
        <span className="vesting-timeline__key vesting-timeline__key--locked">{t('legend_locked')}</span>
        {geometry.cliffX === null ? null : (
          <span className="vesting-timeline__key vesting-timeline__key--cliff">{t('legend_cliff')}</span>
        )}
        <span className="vesting-timeline__key vesting-timeline__key--now">{t('legend_now')}</span>
      </figcaption>
    </figure>
  );
}
