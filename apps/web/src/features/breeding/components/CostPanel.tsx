import { type BreedFee, breedFee } from '@kingdoms/shared/drago/index';
import { useTranslation } from 'react-i18next';
import type { DragoItem } from '../../dragos/kit';
import { formatTokens } from '../logic/display';

export interface CostPanelProps {
  dragos: readonly (DragoItem | undefined)[];
  /** The pair's price once two are chosen (the sum of both fees). */
  price: BreedFee | null;
}

/**
 * Spec 2 §2/§3: the cost panel. Each chosen drago's fee at its step (breed count capped at 6)
 * and the pair's total in A2Z and DST, the sum of both; "—" until two are chosen.
 */
export function CostPanel({ dragos, price }: CostPanelProps) {
  const { t } = useTranslation('breeding');
  const dash = t('no_value');
  return (
    <section className="breed-cost" aria-labelledby="breed-cost-title" data-testid="breed-cost">
      <h2 id="breed-cost-title" className="breed-cost__title">
        {t('cost_title')}
      </h2>
      <table className="breed-table">
        <thead>
          <tr>
            <th scope="col">{t('column_drago')}</th>
            <th scope="col">A2Z</th>
            <th scope="col">DST</th>
          </tr>
        </thead>
        <tbody>
          {dragos.map((drago, slot) => {
            const fee = drago ? breedFee(drago.breed) : null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the two slots are fixed positions.
              <tr key={slot}>
                <th scope="row">
                  {drago ? t('drago_name', { id: drago.tokenId }) : t('panel_title', { slot: slot + 1 })}
                </th>
                <td>{fee ? formatTokens(fee.a2z) : dash}</td>
                <td>{fee ? formatTokens(fee.dst) : dash}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('cost_total')}</th>
            <td data-testid="breed-cost-a2z">
              {price ? t('amount_a2z', { amount: formatTokens(price.a2z) }) : dash}
            </td>
            <td data-testid="breed-cost-dst">
              {price ? t('amount_dst', { amount: formatTokens(price.dst) }) : dash}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
