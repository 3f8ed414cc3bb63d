import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/lib/device';
import { Emblem } from '../art/Emblem';
import { FeatureCard } from '../components/FeatureCard';
import { PageHeader } from '../components/PageHeader';
import { SectionHeading } from '../components/SectionHeading';
import { SKIN_FEATURES } from '../data/pageFeatures';
import '../marketing.css';

/** Spec 1 §2 Skin: header, then three skin features. */
export default function SkinPage() {
  const { t } = useTranslation('marketing');
  const isMobile = useIsMobile();
  return (
    <div className={`marketing skin ${isMobile ? 'marketing--mobile' : 'marketing--desktop'}`}>
      <PageHeader
        id="skin-title"
        title={t('skin.title')}
        description={t('skin.description')}
        sceneLabel={t('art.skin_scene')}
      />
      <section className="marketing-section" aria-labelledby="skin-features-title">
        <SectionHeading id="skin-features-title" title={t('skin.features_title')} />
        <div className="card-grid card-grid--three">
          {SKIN_FEATURES.map((feature) => (
            <FeatureCard
              key={feature.id}
              art={
                <Emblem
                  symbol={feature.symbol}
                  label={t(`skin.features.${feature.id}.title`)}
                  hue="#b07ad0"
                />
              }
              title={t(`skin.features.${feature.id}.title`)}
              text={t(`skin.features.${feature.id}.text`)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
