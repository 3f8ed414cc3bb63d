import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { nextUnlockAt } from '@kingdoms/shared/vesting';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlipCountdown } from '../../../shared/ui/FlipCountdown';
import { vestingKeys } from '../api/vestingQueries';
import { termsOf } from '../logic/timeline';

/** Every wallet's dashboard query (`vestingKeys.dashboard(address)` starts with it). */
const DASHBOARD_QUERIES = [...vestingKeys.all, 'dashboard'] as const;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The flip countdown to a schedule's next unlock (`nextUnlockAt` of the shared vesting rules);
 * nothing once every period unlocked or the schedule stopped. At zero it moves on to the following
 * unlock and reloads the dashboard, so the newly unlocked A2Z become claimable on the card.
 */
export function NextUnlockCountdown({ item }: { item: VestingItem }) {
  const { t } = useTranslation('my-reward');
  const queryClient = useContext(QueryClientContext);
  const captionId = useId();
  const [from, setFrom] = useState(nowSeconds);
  const next = nextUnlockAt(termsOf(item), from);
  if (next === null) return null;
  return (
    <div className="vesting-card__countdown" data-testid="next-unlock-countdown">
      <p id={captionId} className="vesting-card__countdown-caption">
        {t('next_unlock_in')}
      </p>
      <FlipCountdown
        deadline={new Date(next * 1000)}
        size="compact"
        labelledBy={captionId}
        onComplete={() => {
          // After a sleeping tab several unlocks may have passed: read from now on.
          setFrom(Math.max(next, nowSeconds()));
          void queryClient?.invalidateQueries({ queryKey: DASHBOARD_QUERIES });
        }}
      />
    </div>
  );
}
