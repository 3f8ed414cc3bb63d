import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/lib/device';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { Emblem } from '../art/Emblem';
import type { SymbolName } from '../art/symbols';
import { PageHeader } from '../components/PageHeader';
import { MEDIA_ARTICLES, type MediaArticleId } from '../data/mediaArticles';
import '../marketing.css';

const ARTICLE_SYMBOLS: Record<MediaArticleId, SymbolName> = {
  landDevelopment: 'build',
  landPresale: 'coin',
  landIntroduction: 'map',
  preRegistration: 'banner',
  gameIntroduction: 'hegemony',
  whyStrategy: 'cvc',
};

/** Spec 1 §2 Media: six cards linking to the blog articles. */
export default function MediaPage() {
  const { t } = useTranslation('marketing');
  const isMobile = useIsMobile();
  return (
    <div className={`marketing media ${isMobile ? 'marketing--mobile' : 'marketing--desktop'}`}>
      <PageHeader
        id="media-title"
        title={t('media.title')}
        description={t('media.description')}
        sceneLabel={t('art.media_scene')}
      />
      <section className="marketing-section" aria-label={t('media.articles_label')}>
        <ul className="card-grid card-grid--three media-cards">
          {MEDIA_ARTICLES.map((article) => (
            <li key={article.id} className="media-card">
              <ExternalLink linkId={article.linkId} className="media-card__link">
                <Emblem
                  symbol={ARTICLE_SYMBOLS[article.id]}
                  label={t(`media.articles.${article.id}.title`)}
                  size={96}
                />
                <span className="media-card__title">{t(`media.articles.${article.id}.title`)}</span>
                <span className="media-card__summary">{t(`media.articles.${article.id}.summary`)}</span>
                <span className="media-card__more">{t('common.read_more')}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
