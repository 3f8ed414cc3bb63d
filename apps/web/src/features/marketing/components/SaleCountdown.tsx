import { useTranslation } from 'react-i18next';
import { FlipClock } from '../../../shared/ui/FlipCountdown';
import { useSaleCountdown } from '../hooks/useSaleCountdown';

/** The home page's sale countdown: flip cards until 2023-03-01 00:00 UTC, then the sale is open. */
export function SaleCountdown() {
  const { t } = useTranslation('marketing');
  const { day, hour, min, sec, saleStatus, eventStarted } = useSaleCountdown();
  const title = eventStarted ? t('home.countdown_started_title') : t('home.countdown_title');
  return (
    <section
      className="sale-countdown"
      aria-labelledby="sale-countdown-title"
      data-event-started={eventStarted}
      data-sale-status={saleStatus}
    >
      <h2 id="sale-countdown-title" className="sale-countdown__title">
        {title}
      </h2>
      <p className="sale-countdown__text">
        {saleStatus ? t('home.countdown_sale_open') : t('home.countdown_sale_soon')}
      </p>
      <FlipClock parts={{ days: day, hours: hour, minutes: min, seconds: sec }} label={title} />
    </section>
  );
}
