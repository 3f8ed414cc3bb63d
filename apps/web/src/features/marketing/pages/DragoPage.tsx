import { useTranslation } from 'react-i18next';
import { useMediaUrls } from '../../../shared/config/siteContent';
import { useIsMobile } from '../../../shared/lib/device';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { DragoFigure } from '../art/DragoFigure';
import { Emblem } from '../art/Emblem';
import { HeroScene } from '../art/HeroScene';
import type { SymbolName } from '../art/symbols';
import { BackgroundVideo } from '../components/BackgroundVideo';
import { EmbeddedVideo } from '../components/EmbeddedVideo';
import { LazySection } from '../components/LazySection';
import { LegendaryCarousel } from '../components/LegendaryCarousel';
import { LinkLabel } from '../components/LinkLabel';
import { LinkMenu } from '../components/LinkMenu';
import { SectionHeading } from '../components/SectionHeading';
import {
  BUY_DRAGO_ENTRIES,
  LEGENDARY_DRAGO_PALETTES,
  PLAY_TO_EARN_STEPS,
  RENTAL_ENTRIES,
} from '../data/dragos';
import '../marketing.css';

const STEP_SYMBOLS: Record<(typeof PLAY_TO_EARN_STEPS)[number], SymbolName> = {
  adopt: 'dragoEgg',
  deploy: 'drago',
  mine: 'resource',
  earn: 'coin',
};

/** Spec 1 §2 Drago, mobile variant: title, description, and the lok title with its subtitle. */
function DragoPageMobile() {
  const { t } = useTranslation('marketing');
  return (
    <div className="marketing drago marketing--mobile">
      <section className="drago-mobile" aria-labelledby="drago-mobile-title">
        <DragoFigure palette={LEGENDARY_DRAGO_PALETTES.fire} label={t('art.drago_hero')} size={240} />
        <h1 id="drago-mobile-title" className="drago-mobile__title">
          {t('drago.mobile_title')}
        </h1>
        <p className="drago-mobile__text">{t('drago.mobile_description')}</p>
        <h2 className="drago-mobile__lok">{t('drago.lok_title')}</h2>
        <p className="drago-mobile__subtitle">{t('drago.lok_subtitle')}</p>
      </section>
    </div>
  );
}

/** Spec 1 §2 Drago, desktop: hero, trailer, legendary carousel, play-to-earn, banner, menus. */
function DragoPageDesktop() {
  const { t } = useTranslation('marketing');
  const media = useMediaUrls();
  return (
    <div className="marketing drago marketing--desktop">
      <section className="hero hero--drago" aria-labelledby="drago-hero-title">
        <BackgroundVideo src={media.dragoHeroVideo} fallback={<HeroScene label={t('art.drago_hero')} />} />
        <div className="hero__content">
          <h1 id="drago-hero-title" className="hero__title">
            {t('drago.hero_title')}
          </h1>
          <p className="hero__text">{t('drago.hero_text')}</p>
          <div className="hero__actions drago-menus">
            <LinkMenu
              label={t('drago.buy_drago')}
              entries={BUY_DRAGO_ENTRIES.map((entry) => ({ ...entry, label: t(`drago.buy.${entry.id}`) }))}
            />
            <LinkMenu
              label={t('drago.rental')}
              entries={RENTAL_ENTRIES.map((entry) => ({ ...entry, label: t(`drago.rent.${entry.id}`) }))}
            />
          </div>
        </div>
      </section>

      <LazySection minHeight={600}>
        <section className="marketing-section" aria-labelledby="drago-trailer-title">
          <SectionHeading id="drago-trailer-title" title={t('drago.trailer_title')} />
          <EmbeddedVideo
            src={media.dragoTrailerVideo}
            title={t('drago.trailer_title')}
            fallback={<HeroScene label={t('art.trailer_fallback')} className="art-scene--framed" />}
          />
        </section>
      </LazySection>

      <LazySection minHeight={520}>
        <section className="marketing-section" aria-labelledby="drago-legendary-title">
          <SectionHeading
            id="drago-legendary-title"
            title={t('drago.legendary_title')}
            subtitle={t('drago.legendary_text')}
          />
          <LegendaryCarousel />
        </section>
      </LazySection>

      <LazySection minHeight={420}>
        <section className="marketing-section" aria-labelledby="drago-p2e-title">
          <SectionHeading id="drago-p2e-title" title={t('drago.p2e_title')} subtitle={t('drago.p2e_text')} />
          <ol className="p2e-steps">
            {PLAY_TO_EARN_STEPS.map((step) => (
              <li key={step} className="p2e-step">
                <Emblem symbol={STEP_SYMBOLS[step]} label={t(`drago.p2e.${step}.title`)} size={88} />
                <h3 className="p2e-step__title">{t(`drago.p2e.${step}.title`)}</h3>
                <p className="p2e-step__text">{t(`drago.p2e.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
      </LazySection>

      <LazySection minHeight={260}>
        <section className="drago-banner" aria-labelledby="drago-banner-title">
          <Emblem symbol="scroll" label={t('art.whitepaper')} size={120} />
          <div className="drago-banner__text">
            <h2 id="drago-banner-title">{t('drago.banner_title')}</h2>
            <p>{t('drago.banner_text')}</p>
          </div>
          <ExternalLink linkId="governanceWhitepaper" className="button button--primary">
            <LinkLabel label={t('common.learn_more')} subject={t('drago.banner_title')} />
          </ExternalLink>
        </section>
      </LazySection>
    </div>
  );
}

export default function DragoPage() {
  return useIsMobile() ? <DragoPageMobile /> : <DragoPageDesktop />;
}
