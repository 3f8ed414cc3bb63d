import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/lib/device';
import { Emblem } from '../art/Emblem';
import { FeatureCard } from '../components/FeatureCard';
import { PageHeader } from '../components/PageHeader';
import { SectionHeading } from '../components/SectionHeading';
import { GOVERNANCE_FEATURES } from '../data/pageFeatures';
import '../marketing.css';

/** Spec 1 §2 Governance: header, then an illustration with three feature cards. */
export default function GovernancePage() {
  const { t } = useTranslation('marketing');
  const isMobile = useIsMobile();
  return (
    <div className={`marketing governance ${isMobile ? 'marketing--mobile' : 'marketing--desktop'}`}>
      <PageHeader
        id="governance-title"
        title={t('governance.title')}
        description={t('governance.description')}
        sceneLabel={t('art.governance_scene')}
      />
      <section className="marketing-section governance-features" aria-labelledby="governance-features-title">
        <SectionHeading id="governance-features-title" title={t('governance.features_title')} />
        <div className="governance-features__layout">
          <Emblem
            symbol="temple"
            label={t('art.governance_illustration')}
            size={280}
            className="governance-features__art"
          />
          <div className="card-grid card-grid--stack">
            {GOVERNANCE_FEATURES.map((feature) => (
              <FeatureCard
                key={feature.id}
                art={
                  <Emblem
                    symbol={feature.symbol}
                    label={t(`governance.features.${feature.id}.title`)}
                    size={80}
                  />
                }
                title={t(`governance.features.${feature.id}.title`)}
                text={t(`governance.features.${feature.id}.text`)}
              />
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}
