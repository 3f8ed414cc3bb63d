import type { DragoRent } from '@kingdoms/shared/api/dragos';
import { isRented, ratioLabel } from '@kingdoms/shared/rental';
import { useTranslation } from 'react-i18next';
import { formatDragoDate } from '../logic/display';

/**
 * Spec 2 §2 rental info block, read-only here: rentee, owner:rentee ratio, term start → end, or
 * "Not rented." (an expired rental counts as not rented). The RENTAL and CANCEL RENTAL actions
 * come with the rental issue.
 */
export function RentalInfo({ rent, nowSeconds }: { rent: DragoRent | null; nowSeconds: number }) {
  const { t } = useTranslation('dragos');
  if (!rent || !isRented(rent, new Date(nowSeconds * 1000))) {
    return (
      <p className="drago-detail__empty" data-testid="not-rented">
        {t('not_rented')}
      </p>
    );
  }
  return (
    <dl className="drago-facts" data-testid="rental-info">
      <div>
        <dt>{t('rentee')}</dt>
        <dd className="drago-facts__address">{rent.to}</dd>
      </div>
      <div>
        <dt>{t('share_ratio')}</dt>
        <dd>{ratioLabel(rent.profitShareRatio)}</dd>
      </div>
      <div>
        <dt>{t('term')}</dt>
        <dd>
          {t('term_value', { start: formatDragoDate(rent.startDate), end: formatDragoDate(rent.expireDate) })}
        </dd>
      </div>
    </dl>
  );
}
