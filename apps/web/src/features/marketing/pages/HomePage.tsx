import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUrls, useSiteContent } from '../../../shared/config/siteContent';
import { useIsMobile } from '../../../shared/lib/device';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { SampleNotice } from '../../../shared/ui/SampleNotice';
import { RouletteEventTeaser } from '../../roulette';
import { Emblem } from '../art/Emblem';
import { HeroScene } from '../art/HeroScene';
import { StoreBadge } from '../art/StoreBadge';
import { BackgroundVideo } from '../components/BackgroundVideo';
import { EmbeddedVideo } from '../components/EmbeddedVideo';
import { FeatureCard } from '../components/FeatureCard';
import { LazySection } from '../components/LazySection';
import { NewsCarousel } from '../components/NewsCarousel';
import { PartnerWall } from '../components/PartnerWall';
import { SaleCountdown } from '../components/SaleCountdown';
import { SectionHeading } from '../components/SectionHeading';
import { BLOCKCHAIN_FEATURES, type BlockchainFeatureId, GAME_HIGHLIGHTS } from '../data/blockchainFeatures';
import { NEWS_ITEMS } from '../data/news';
import { trailerUrlFor } from '../logic/media';
import '../marketing.css';

const FEATURE_SYMBOLS = {
  land: 'land',
  drago: 'drago',
  dragoEgg: 'dragoEgg',
  skin: 'skin',
  resource: 'resource',
  package: 'package',
} as const satisfies Record<BlockchainFeatureId, string>;

/** Spec 1 §2 Home. */
export default function HomePage() {
  const { t, i18n } = useTranslation('marketing');
  const media = useMediaUrls();
  const { partners } = useSiteContent();
  const isMobile = useIsMobile();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Spec 1 §2: the game is not offered to Korean visitors, so PLAY NOW is hidden for them.
  const showPlayNow = language !== 'ko';

  return (
    <div className={`marketing home ${isMobile ? 'marketing--mobile' : 'marketing--desktop'}`}>
      <section className="hero" aria-labelledby="home-hero-title">
        <BackgroundVideo src={media.heroVideo} fallback={<HeroScene label={t('art.hero_scene')} />} />
        <div className="hero__content">
          <h1 id="home-hero-title" className="hero__title">
            {t('home.hero_title')}
          </h1>
          <p className="hero__text">{t('home.hero_text')}</p>
          <div className="hero__badges">
            <ExternalLink linkId="appStore" className="hero__badge">
              <span className="visually-hidden">{t('home.app_store_label')}</span>
              <StoreBadge
                store="appStore"
                caption={t('home.app_store_caption')}
                storeName={t('home.app_store_name')}
              />
            </ExternalLink>
            <ExternalLink linkId="playStore" className="hero__badge">
              <span className="visually-hidden">{t('home.play_store_label')}</span>
              <StoreBadge
                store="playStore"
                caption={t('home.play_store_caption')}
                storeName={t('home.play_store_name')}
              />
            </ExternalLink>
          </div>
          <div className="hero__actions">
            <ExternalLink linkId="landPortal" className="button button--primary">
              {t('home.enter_land_portal')}
            </ExternalLink>
            <ExternalLink linkId="dstDashboard" className="button button--secondary">
              {t('home.dst_dashboard')}
            </ExternalLink>
            {showPlayNow ? (
              <ExternalLink linkId="playSite" className="button button--primary hero__play">
                {t('home.play_now')}
              </ExternalLink>
            ) : null}
          </div>
        </div>
      </section>

      <SaleCountdown />

      <LazySection minHeight={240}>
        <Suspense fallback={null}>
          <RouletteEventTeaser />
        </Suspense>
      </LazySection>

      <LazySection minHeight={720}>
        <section className="marketing-section about" aria-labelledby="home-about-title">
          <SectionHeading
            id="home-about-title"
            title={t('home.about_title')}
            subtitle={t('home.about_text')}
          />
          <EmbeddedVideo
            src={trailerUrlFor(media, language)}
            title={t('home.trailer_title')}
            fallback={<HeroScene label={t('art.trailer_fallback')} className="art-scene--framed" />}
          />
          <ul className="highlights">
            {GAME_HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="highlight">
                <Emblem symbol={highlight} label={t(`home.highlights.${highlight}.title`)} size={88} />
                <h3 className="highlight__title">{t(`home.highlights.${highlight}.title`)}</h3>
                <p className="highlight__text">{t(`home.highlights.${highlight}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </LazySection>

      <LazySection minHeight={900}>
        <section className="marketing-section" aria-labelledby="home-features-title">
          <SectionHeading id="home-features-title" title={t('home.features_title')} />
          <div className="card-grid card-grid--three">
            {BLOCKCHAIN_FEATURES.map((feature) => (
              <FeatureCard
                key={feature.id}
                art={
                  <Emblem
                    symbol={FEATURE_SYMBOLS[feature.id]}
                    label={t(`home.features.${feature.id}.title`)}
                  />
                }
                title={t(`home.features.${feature.id}.title`)}
                text={t(`home.features.${feature.id}.text`)}
                action={{ label: t('common.learn_more'), target: feature.learnMore }}
              />
            ))}
          </div>
        </section>
      </LazySection>

      {partners.entries.length > 0 ? (
        <LazySection minHeight={480}>
          <section className="marketing-section" aria-labelledby="home-partners-title">
            <SectionHeading id="home-partners-title" title={t('home.partners_title')} />
            <PartnerWall section={partners} />
          </section>
        </LazySection>
      ) : null}

      <LazySection minHeight={560}>
        <section className="marketing-section" aria-labelledby="home-news-title">
          <SectionHeading id="home-news-title" title={t('home.news_title')} />
          {/* Spec 1 §1: the carousel "holds only placeholder text". */}
          <SampleNotice />
          <NewsCarousel items={NEWS_ITEMS} />
        </section>
      </LazySection>
    </div>
  );
}
