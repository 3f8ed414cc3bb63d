import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlipCountdown } from '../hooks/useFlipCountdown';
import type { DeadType } from '../logic/flipCountdown';
import { FlipClock, type FlipClockLabels } from './FlipClock';

export interface FlipCountdownProps {
  /** A fixed deadline (pre-start 5 June 2020 UTC, pre-end 19 June 2020 UTC)... */
  deadtype?: DeadType;
  /** ...or a date string; hyphens are read as slashes. */
  deadline?: string;
  /** Freeze the clock where it is. */
  stop?: boolean;
  /** Card captions; default to the catalogue's. */
  labels?: Partial<FlipClockLabels>;
}

/** Spec 1 §3-§5 flip countdown. An invalid deadline is a developer error: logged, clock at zero. */
export function FlipCountdown({ deadtype, deadline, stop = false, labels }: FlipCountdownProps) {
  const { t } = useTranslation('marketing');
  const result = useFlipCountdown({ deadtype, deadline }, stop);
  const error = result.ok ? undefined : result.error;

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const clock = result.ok ? result.clock : { days: 0, hours: 0, minutes: 0, seconds: 0 };
  return (
    <FlipClock
      {...clock}
      labels={{
        days: labels?.days ?? t('countdown.days'),
        hours: labels?.hours ?? t('countdown.hours'),
        minutes: labels?.minutes ?? t('countdown.minutes'),
        seconds: labels?.seconds ?? t('countdown.seconds'),
      }}
    />
  );
}
