import {
  type ClockParts,
  COUNTDOWN_TICK_MS,
  type CountdownTargetInput,
  countdownTarget,
  hasWideDays,
  padTwoDigits,
  remainingParts,
} from '@kingdoms/shared/countdown';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../lib/useNow';
import './FlipCountdown.css';

/** Spec 1 §3: the labels under the four cards. */
export interface FlipCountdownLabels {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export interface FlipClockProps {
  parts: ClockParts;
  /** The cards' captions; by default the common catalogue's Days / Hours / Minutes / Seconds. */
  labels?: Partial<FlipCountdownLabels>;
  /** The timer's accessible name ("The event ends in"); the time left is read out in words. */
  label?: string;
  /** Or the id of a visible caption naming it. */
  labelledBy?: string;
  /** 'compact' for table cells and cards. */
  size?: 'regular' | 'compact';
  className?: string;
  'data-testid'?: string;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Four flip cards (spec 1 §4): values zero-padded to two digits, the days card wide and in a
 * smaller font once the days need four digits. Assistive technology gets one `role="timer"`
 * (never announced by itself: aria-live off) holding the time left in words; the cards are hidden
 * from it. A card flips when its value changes, unless the person prefers reduced motion.
 */
export function FlipClock({
  parts,
  labels,
  label,
  labelledBy,
  size = 'regular',
  className,
  'data-testid': testId,
}: FlipClockProps) {
  const { t } = useTranslation('common');
  const captions: FlipCountdownLabels = {
    days: labels?.days ?? t('countdown_days'),
    hours: labels?.hours ?? t('countdown_hours'),
    minutes: labels?.minutes ?? t('countdown_minutes'),
    seconds: labels?.seconds ?? t('countdown_seconds'),
  };
  const spoken = t('countdown_remaining', {
    days: t('countdown_day_count', { count: parts.days }),
    hours: t('countdown_hour_count', { count: parts.hours }),
    minutes: t('countdown_minute_count', { count: parts.minutes }),
    seconds: t('countdown_second_count', { count: parts.seconds }),
  });
  return (
    <div
      className={['flip-countdown', `flip-countdown--${size}`, className].filter(Boolean).join(' ')}
      role="timer"
      aria-live="off"
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      <span className="visually-hidden" data-testid="flip-countdown-words">
        {spoken}
      </span>
      <div className="flip-countdown__cards" aria-hidden="true">
        {UNITS.map((unit) => {
          const value = parts[unit];
          const wide = unit === 'days' && hasWideDays(value);
          return (
            <div
              key={unit}
              className={['flip-card', `flip-card--${unit}`, wide ? 'flip-card--wide' : '']
                .filter(Boolean)
                .join(' ')}
              data-unit={unit}
            >
              {/* A new key per value restarts the flip animation. */}
              <span key={value} className="flip-card__value">
                {padTwoDigits(value)}
              </span>
              <span className="flip-card__label">{captions[unit]}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

export type FlipCountdownProps = CountdownTargetInput &
  Omit<FlipClockProps, 'parts'> & {
    /** Spec 1 §3 "stop flag": the countdown is over now (zeros, no more ticks). */
    stop?: boolean;
    /** Called once when the countdown reaches zero while shown (not for one already at zero, not on stop). */
    onComplete?: () => void;
  };

/**
 * The flip countdown of spec 1 (§3 inputs, §4, §5, §8, §9): counts down each second to the fixed
 * date of `deadtype` ('pre-start' 5 June 2020 UTC, 'pre-end' 19 June 2020 UTC) or to `deadline`,
 * and stops at zero. `deadline` is the spec's string (hyphens become slashes before parsing) or,
 * for an instant the page already holds, a Date. Without a deadtype, a missing or unparseable
 * deadline throws 'Invalid props value, correct the \'deadline\'' (a developer's error).
 */
export function FlipCountdown({
  deadtype,
  deadline,
  stop = false,
  onComplete,
  ...clock
}: FlipCountdownProps) {
  const target = countdownTarget(deadtype !== undefined ? { deadtype } : { deadline });
  const now = useNow(COUNTDOWN_TICK_MS, !stop && Date.now() < target);
  const state = remainingParts(target, now, stop);

  // Fire onComplete on the running → zero transition of this target only.
  const runningTarget = useRef<number | null>(null);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  useEffect(() => {
    if (stop) {
      runningTarget.current = null;
    } else if (!state.done) {
      runningTarget.current = target;
    } else if (runningTarget.current === target) {
      runningTarget.current = null;
      onCompleteRef.current?.();
    }
  }, [state.done, target, stop]);

  return <FlipClock parts={state} {...clock} />;
}
