import { EGG_STATUS, type Egg } from '@kingdoms/shared/api/dragos';
import { formatDateTime } from '@kingdoms/shared/dates';
import { networkByIndex } from '@kingdoms/shared/networks';
import { useTranslation } from 'react-i18next';
import { ActivityItem, ActivityList, ActivitySection } from '../../../shared/ui/ActivitySection';
import { useWalletAccount } from '../../wallet/onchain';
import { useInventory } from '../api/dragoQueries';

/** What a hatching egg waits for: its randomness (late or not), or its crossing to Arena-Z. */
function waitingText(egg: Egg, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!egg.randomness) return t('activity_egg_crossing');
  if (egg.randomness.stuck) return t('stuck', { requestId: egg.randomness.requestId });
  return t('activity_egg_waiting', {
    at: formatDateTime(egg.randomness.requestedAt * 1000, { seconds: false }),
  });
}

/**
 * The wallet's eggs waiting for randomness in the activity centre (what becomes a drago soon), on
 * My Drago's inventory read, which polls while an egg hatches: each leaves the list by itself when
 * its randomness is fulfilled. Nothing to claim, so it reports no count. Its time is unknown ahead
 * (the oracle answers in 20 to 60 minutes), so it shows since when it waits, or that it is late.
 */
export default function HatchingEggsActivity() {
  const account = useWalletAccount();
  const inventory = useInventory(account.address, false);
  return <HatchingEggsList eggs={inventory.data?.rawEggs ?? []} />;
}

/** The list itself, of the inventory's eggs (only those hatching show; nothing when none). */
export function HatchingEggsList({ eggs }: { eggs: readonly Egg[] }) {
  const { t } = useTranslation('dragos');
  const hatching = eggs.filter((egg) => egg.status === EGG_STATUS.hatching);
  if (hatching.length === 0) return null;
  return (
    <ActivitySection name="eggs" title={t('activity_eggs_title')}>
      <ActivityList>
        {hatching.map((egg) => (
          <ActivityItem
            key={`${egg.network}-${egg.tokenId}`}
            data-testid="activity-egg"
            data-token-id={egg.tokenId}
            what={t('activity_egg', { id: egg.tokenId, network: networkByIndex(egg.network)?.name ?? '' })}
          >
            <span data-testid="activity-egg-state" data-stuck={egg.randomness?.stuck ?? false}>
              {waitingText(egg, t)}
            </span>
          </ActivityItem>
        ))}
      </ActivityList>
    </ActivitySection>
  );
}
