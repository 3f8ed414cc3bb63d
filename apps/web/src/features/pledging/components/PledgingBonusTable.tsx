import { TIER_EFFECT_KEYS } from '@kingdoms/shared/staking';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../../shared/config/siteContent';
import { SampleNotice } from '../../../shared/ui/SampleNotice';
import { rankRange } from '../logic/display';
import { TierBadge } from './TierBadge';

/**
 * Spec 3 "A PLEDGING BONUS table": tiers × the six effects, as a real table of the configured
 * tier bands (site content `pledgingTiers`), labelled while they are the sample ones.
 */
export function PledgingBonusTable() {
  const { t } = useTranslation('pledging');
  const { sample, bands } = useSiteContent().pledgingTiers;
  return (
    <>
      {sample ? <SampleNotice /> : null}
      <table className="pledging-table bonus-table" data-testid="bonus-table">
        <caption className="visually-hidden">{t('bonus_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col_tier')}</th>
            <th scope="col">{t('col_continent_rank')}</th>
            {TIER_EFFECT_KEYS.map((key) => (
              <th scope="col" key={key}>
                {t(`effect_${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.tier} data-testid={`bonus-row-${band.tier}`}>
              <th scope="row" className="bonus-table__tier">
                <TierBadge tier={band.tier} size={28} />
              </th>
              <td>{rankRange(band.fromRank, band.toRank)}</td>
              {TIER_EFFECT_KEYS.map((key) => (
                <td key={key}>{t('effect_percent', { value: band.effects[key] })}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
