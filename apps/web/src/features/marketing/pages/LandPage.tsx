import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/lib/device';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { Emblem } from '../art/Emblem';
import { FeatureCard } from '../components/FeatureCard';
import { LazySection } from '../components/LazySection';
import { PageHeader } from '../components/PageHeader';
import { SectionHeading } from '../components/SectionHeading';
import { LAND_DATA, LAND_FEATURES } from '../data/pageFeatures';
import '../marketing.css';

/** Spec 1 §2 Land: header, two features, land data with Go LandPortal. */
export default function LandPage() {
  const { t, i18n } = useTranslation('marketing');
  const isMobile = useIsMobile();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  return (
    <div className={`marketing land ${isMobile ? 'marketing--mobile' : 'marketing--desktop'}`}>
      <PageHeader
        id="land-title"
        title={t('land.title')}
        description={t('land.description')}
        sceneLabel={t('art.land_scene')}
      />
      <section className="marketing-section" aria-labelledby="land-features-title">
        <SectionHeading id="land-features-title" title={t('land.features_title')} />
        <div className="card-grid card-grid--two">
          {LAND_FEATURES.map((feature) => (
            <FeatureCard
              key={feature.id}
              art={<Emblem symbol={feature.symbol} label={t(`land.features.${feature.id}.title`)} />}
              title={t(`land.features.${feature.id}.title`)}
              text={t(`land.features.${feature.id}.text`)}
            />
          ))}
        </div>
      </section>
      <LazySection minHeight={420}>
        <section className="marketing-section land-data" aria-labelledby="land-data-title">
          <SectionHeading id="land-data-title" title={t('land.data_title')} subtitle={t('land.data_text')} />
          <dl className="stat-list">
            {LAND_DATA.map((stat) => (
              <div key={stat.id} className="stat-list__item">
                <dt>{t(`land.data.${stat.id}`)}</dt>
                <dd>{t(`land.data_value.${stat.id}`, { value: numberFormat.format(stat.value) })}</dd>
              </div>
            ))}
          </dl>
          <ExternalLink linkId="landPortal" className="button button--primary land-data__portal">
            {t('land.go_land_portal')}
          </ExternalLink>
        </section>
      </LazySection>
    </div>
  );
}
