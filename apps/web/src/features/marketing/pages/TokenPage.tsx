import { useTranslation } from 'react-i18next';
import { useMediaUrls, useSiteContent } from '../../../shared/config/siteContent';
import { useIsMobile } from '../../../shared/lib/device';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { SampleNotice } from '../../../shared/ui/SampleNotice';
import { Emblem } from '../art/Emblem';
import { HeroScene } from '../art/HeroScene';
import type { SymbolName } from '../art/symbols';
import { AllocationChart } from '../components/AllocationChart';
import { BackgroundVideo } from '../components/BackgroundVideo';
import { EmbeddedVideo } from '../components/EmbeddedVideo';
import { LazySection } from '../components/LazySection';
import { PartnerWall } from '../components/PartnerWall';
import { ReleaseScheduleChart } from '../components/ReleaseScheduleChart';
import { SectionHeading } from '../components/SectionHeading';
import { Snackbar } from '../components/Snackbar';
import { allocationBuckets, RELEASE_CHART_MONTHS, TOKEN_FEATURES } from '../data/tokenMetrics';
import { useSnackbar } from '../hooks/useSnackbar';
import { tokenBackgroundUrlFor } from '../logic/media';
import { fullUnlockMonth } from '../logic/releaseSchedule';
import '../marketing.css';

const FEATURE_SYMBOLS: Record<(typeof TOKEN_FEATURES)[number], SymbolName> = {
  play: 'play',
  stake: 'stake',
  govern: 'vote',
  bridge: 'bridge',
};

/** Spec 1 §2 Arena (token) landing page, served at /loka and /arena. */
export default function TokenPage() {
  const { t, i18n } = useTranslation('marketing');
  const media = useMediaUrls();
  const { tokenMetrics, exchanges, tokenInvestors } = useSiteContent();
  const buckets = allocationBuckets(tokenMetrics.allocation);
  const chartMonths = Math.max(RELEASE_CHART_MONTHS, fullUnlockMonth(buckets));
  const isMobile = useIsMobile();
  const comingSoon = useSnackbar();

  return (
    <div className={`marketing token ${isMobile ? 'marketing--mobile' : 'marketing--desktop'}`}>
      <section className="hero hero--token" aria-labelledby="token-hero-title">
        <BackgroundVideo
          src={tokenBackgroundUrlFor(media, isMobile)}
          fallback={<HeroScene label={t('art.token_scene')} />}
        />
        <div className="hero__content">
          <h1 id="token-hero-title" className="hero__title">
            {t('token.hero_title')}
          </h1>
          <p className="hero__text">{t('token.hero_text')}</p>
          <div className="hero__actions">
            <ExternalLink linkId="lokaLitePaper" className="button button--primary">
              {t('token.lite_paper')}
            </ExternalLink>
            <ExternalLink linkId="lokaAuditReport" className="button button--secondary">
              {t('token.audit_report')}
            </ExternalLink>
            <ExternalLink linkId="playSite" className="button button--primary">
              {t('token.play')}
            </ExternalLink>
          </div>
        </div>
      </section>

      <LazySection minHeight={900}>
        <section className="marketing-section" aria-labelledby="token-link-title">
          <SectionHeading
            id="token-link-title"
            title={t('token.link_title')}
            subtitle={t('token.link_text')}
          />
          <EmbeddedVideo
            src={media.tokenExplainerVideo}
            title={t('token.explainer_title')}
            fallback={<HeroScene label={t('art.explainer_fallback')} className="art-scene--framed" />}
          />
          <div className="card-grid card-grid--four">
            {TOKEN_FEATURES.map((feature) => (
              <article key={feature} className="feature-card">
                <div className="feature-card__art">
                  <Emblem
                    symbol={FEATURE_SYMBOLS[feature]}
                    label={t(`token.features.${feature}.title`)}
                    size={96}
                  />
                </div>
                <h3 className="feature-card__title">{t(`token.features.${feature}.title`)}</h3>
                <p className="feature-card__text">{t(`token.features.${feature}.text`)}</p>
                {feature === 'play' ? (
                  <ExternalLink linkId="playSite" className="button button--secondary feature-card__action">
                    {t(`token.features.${feature}.action`)}
                  </ExternalLink>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary feature-card__action"
                    onClick={comingSoon.show}
                  >
                    {t(`token.features.${feature}.action`)}
                  </button>
                )}
              </article>
            ))}
          </div>
        </section>
      </LazySection>

      {buckets.length > 0 ? (
        <LazySection minHeight={520}>
          <section className="marketing-section" aria-labelledby="token-metric-title">
            <SectionHeading
              id="token-metric-title"
              title={t('token.metric_title')}
              subtitle={t('token.metric_text', {
                supply: new Intl.NumberFormat(i18n.language).format(tokenMetrics.totalSupply),
              })}
            />
            {tokenMetrics.sample ? <SampleNotice /> : null}
            <div className="token-charts">
              <AllocationChart buckets={buckets} />
              <ReleaseScheduleChart buckets={buckets} months={chartMonths} />
            </div>
          </section>
        </LazySection>
      ) : null}

      {exchanges.entries.length > 0 || tokenInvestors.entries.length > 0 ? (
        <LazySection minHeight={560}>
          <section className="marketing-section" aria-labelledby="token-available-title">
            <SectionHeading id="token-available-title" title={t('token.available_title')} />
            {exchanges.entries.length > 0 ? (
              <>
                <h3 className="marketing-subtitle">{t('token.exchanges_title')}</h3>
                <PartnerWall section={exchanges} />
              </>
            ) : null}
            {tokenInvestors.entries.length > 0 ? (
              <>
                <h3 className="marketing-subtitle">{t('token.investors_title')}</h3>
                <PartnerWall section={tokenInvestors} />
              </>
            ) : null}
          </section>
        </LazySection>
      ) : null}

      <Snackbar visible={comingSoon.visible} message={t('token.coming_soon')} />
    </div>
  );
}
