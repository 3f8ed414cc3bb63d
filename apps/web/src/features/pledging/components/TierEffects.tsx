import { TIER_EFFECT_KEYS, tierEffects } from '@kingdoms/shared/staking';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../../shared/config/siteContent';

/**
 * The effects a tier grants, as percents (spec 3 "Reward effect rates") of the configured tier
 * table; a dash for no tier.
 */
export function TierEffects({ tier }: { tier: number }) {
  const { t } = useTranslation('pledging');
  const effects = tierEffects(tier, useSiteContent().pledgingTiers.bands);
  const granted = TIER_EFFECT_KEYS.filter((key) => effects[key] > 0);
  if (granted.length === 0)
    return <span className="tier-effects tier-effects--none">{t('effect_none')}</span>;
  return (
    <ul className="tier-effects">
      {granted.map((key) => (
        <li key={key} data-effect={key}>
          <span>{t(`effect_${key}`)}</span> <strong>{t('effect_percent', { value: effects[key] })}</strong>
        </li>
      ))}
    </ul>
  );
}
