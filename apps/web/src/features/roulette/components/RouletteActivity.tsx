import type { RouletteInfoReply } from '@kingdoms/shared/api/roulette';
import { formatDateTime } from '@kingdoms/shared/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityItem, ActivityList, ActivitySection } from '../../../shared/ui/ActivitySection';
import { useWalletAccount } from '../../wallet/onchain';
import { useRouletteInfo } from '../api/rouletteQueries';
import { ROULETTE_PATH } from '../paths';

/** Tickets the wallet can spin now: its unspent ones while the event is open, else none. */
export function ticketsToSpin(info: Pick<RouletteInfoReply, 'open' | 'remainRoullete'>): number {
  return info.open ? info.remainRoullete : 0;
}

/** 1 while the wallet holds tickets and the event runs, else 0, once read: the badge's count. */
export function useRouletteReadyCount(): number | undefined {
  const account = useWalletAccount();
  const data = useRouletteInfo(account.address).data;
  return data ? (ticketsToSpin(data) > 0 ? 1 : 0) : undefined;
}

/**
 * The wallet's roulette tickets in the activity centre while the event runs (the page's own info
 * read, so a spin there updates the count here). Its action opens the roulette page, where the
 * wheel, its animation and the prize popup are (docs/spec-deviations.md).
 */
export default function RouletteActivity() {
  const account = useWalletAccount();
  const data = useRouletteInfo(account.address).data;
  const tickets = data ? ticketsToSpin(data) : 0;
  if (!data || tickets === 0) return null;
  return <RouletteTickets tickets={tickets} end={data.event.end} />;
}

/** The tickets' item: how many, the event's end, and the way to the wheel. */
export function RouletteTickets({ tickets, end }: { tickets: number; end: number }) {
  const { t } = useTranslation('roulette');
  return (
    <ActivitySection name="roulette" title={t('teaser_title')}>
      <ActivityList>
        <ActivityItem whatTestId="activity-roulette-tickets" what={t('activity_tickets', { count: tickets })}>
          <span>{t('activity_ends', { end: formatDateTime(end * 1000, { seconds: false }) })}</span>
          <Link className="button button--primary" to={ROULETTE_PATH} data-testid="activity-claim-roulette">
            {t('activity_spin')}
          </Link>
        </ActivityItem>
      </ActivityList>
    </ActivitySection>
  );
}
