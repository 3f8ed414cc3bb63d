import type { RouletteInfoReply } from '@kingdoms/shared/api/roulette';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FlipCountdown } from '../../../shared/ui/FlipCountdown';
import './EventEndCountdown.css';

export interface EventEndCountdownProps {
  info: Pick<RouletteInfoReply, 'open' | 'now' | 'event'>;
  /** When the info reply arrived (ms, the query's `dataUpdatedAt`). */
  receivedAt: number;
  /** The window closed: reload the info, so the page shows the ended state. */
  onEnded: () => void;
}

/**
 * The time left in the event window, while it is open. Counted on the server's clock: the end is
 * `event.end − now` of the reply after its arrival, so a wrong clock on the player's computer does
 * not move it.
 */
export function EventEndCountdown({ info, receivedAt, onEnded }: EventEndCountdownProps) {
  const { t } = useTranslation('roulette');
  const captionId = useId();
  if (!info.open) return null;
  const deadline = new Date(receivedAt + (info.event.end - info.now) * 1000);
  return (
    <div className="roulette-countdown" data-testid="event-countdown">
      <p id={captionId} className="roulette-countdown__caption">
        {t('event_ends_in')}
      </p>
      <FlipCountdown deadline={deadline} labelledBy={captionId} onComplete={onEnded} />
    </div>
  );
}
