import { pageCount } from '@kingdoms/shared/pagination';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/lib/device';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { Emblem } from '../art/Emblem';
import type { SymbolName } from '../art/symbols';
import type { NewsArtVariant, NewsItem } from '../data/news';
import { slidesPerPage, visibleSlideIndexes, wrapPage } from '../logic/carousel';
import { LinkLabel } from './LinkLabel';

const NEWS_SYMBOLS: Record<NewsArtVariant, SymbolName> = {
  castle: 'build',
  drago: 'drago',
  egg: 'dragoEgg',
  map: 'map',
  coin: 'coin',
  banner: 'banner',
  temple: 'temple',
};

/** NEWS & MEDIA: every slide stays in the DOM (for assistive tech); only the current page shows. */
export function NewsCarousel({ items }: { items: readonly NewsItem[] }) {
  const { t, i18n } = useTranslation('marketing');
  const perPage = slidesPerPage(useIsMobile());
  const pages = pageCount(items.length, perPage);
  const [page, setPage] = useState(0);
  const visible = new Set(visibleSlideIndexes(page, items.length, perPage));
  // Building an Intl formatter is costly (locale data): once per language, not on every render.
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }),
    [i18n.language],
  );

  return (
    <section
      className="news-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.news_title')}
      data-per-page={perPage}
    >
      <div
        className="news-carousel__track"
        style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
      >
        {items.map((item, index) => (
          <article
            key={item.id}
            className="news-slide"
            aria-roledescription="slide"
            aria-label={t('home.news_slide_label', { index: index + 1, count: items.length })}
            hidden={!visible.has(index)}
          >
            <div className="news-slide__art">
              <Emblem symbol={NEWS_SYMBOLS[item.art]} label={t(`news.${item.id}.title`)} size={96} />
            </div>
            <time className="news-slide__date" dateTime={item.date}>
              {dateFormat.format(new Date(`${item.date}T00:00:00Z`))}
            </time>
            <h3 className="news-slide__title">{t(`news.${item.id}.title`)}</h3>
            <p className="news-slide__summary">{t(`news.${item.id}.summary`)}</p>
            <ExternalLink linkId={item.linkId} className="news-slide__link">
              <LinkLabel label={t('common.read_more')} subject={t(`news.${item.id}.title`)} />
            </ExternalLink>
          </article>
        ))}
      </div>
      <div className="news-carousel__controls">
        <button
          type="button"
          className="carousel-arrow"
          aria-label={t('common.previous')}
          onClick={() => setPage((current) => wrapPage(current - 1, pages))}
        >
          ‹
        </button>
        <span className="news-carousel__position" aria-live="polite">
          {t('common.page_of', { page: wrapPage(page, pages) + 1, count: pages })}
        </span>
        <button
          type="button"
          className="carousel-arrow"
          aria-label={t('common.next')}
          onClick={() => setPage((current) => wrapPage(current + 1, pages))}
        >
          ›
        </button>
      </div>
    </section>
  );
}
