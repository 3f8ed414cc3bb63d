import { hasWideDays, padTwoDigits } from '../logic/flipClock';
import type { ClockParts } from '../logic/saleCountdown';

export interface FlipClockLabels {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export interface FlipClockProps extends ClockParts {
  labels: FlipClockLabels;
}

/** Four flip cards; the days card widens once the day count reaches four digits. */
export function FlipClock({ days, hours, minutes, seconds, labels }: FlipClockProps) {
  const cards = [
    { unit: 'days', value: days, label: labels.days },
    { unit: 'hours', value: hours, label: labels.hours },
    { unit: 'minutes', value: minutes, label: labels.minutes },
    { unit: 'seconds', value: seconds, label: labels.seconds },
  ] as const;
  return (
    <div className="flip-clock" role="timer" aria-live="off">
      {cards.map(({ unit, value, label }) => {
        const wide = unit === 'days' && hasWideDays(value);
        return (
          <div
            key={unit}
            className={['flip-card', `flip-card--${unit}`, wide ? 'flip-card--wide' : '']
              .filter(Boolean)
              .join(' ')}
            data-unit={unit}
          >
            <span key={value} className="flip-card__value">
              {padTwoDigits(value)}
            </span>
            <span className="flip-card__label">{label}</span>
          </div>
        );
      })}
    </div>
  );
}
