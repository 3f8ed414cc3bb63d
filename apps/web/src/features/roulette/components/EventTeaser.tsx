import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROULETTE_PATH } from '../paths';
import './EventTeaser.css';

/**
 * The home page's way to the roulette event (the spec does not show the route): a banner with a
 * link. Shown on desktops only (`RouletteEventTeaser` in ../index.ts decides).
 */
export default function EventTeaser() {
  const { t } = useTranslation('roulette');
  return (
    <aside className="roulette-teaser" aria-labelledby="roulette-teaser-title" data-testid="roulette-teaser">
      <h2 id="roulette-teaser-title" className="roulette-teaser__title">
        {t('teaser_title')}
      </h2>
      <p className="roulette-teaser__text">{t('teaser_text')}</p>
      <Link className="button button--primary" to={ROULETTE_PATH}>
        {t('teaser_link')}
      </Link>
    </aside>
  );
}
