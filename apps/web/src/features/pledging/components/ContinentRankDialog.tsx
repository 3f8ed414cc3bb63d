import { shortenAddress } from '@kingdoms/shared/address';
import { continentLabel } from '@kingdoms/shared/staking';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { useContinentRanking } from '../api/stakingQueries';
import { formatPledgeAmount } from '../logic/display';

/**
 * Spec 3 popup 'CONTINENT n > INDIVIDUAL RANK': every pledger of the continent. n is the
 * continent's display number (101..126), as everywhere else on the page.
 */
export function ContinentRankDialog({
  continent,
  onClose,
}: {
  continent: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('pledging');
  const ranking = useContinentRanking(continent);
  const rows = ranking.data ?? [];
  return (
    <Dialog
      open={continent !== undefined}
      onClose={onClose}
      title={t('rank_dialog_title', { number: continent === undefined ? '' : continentLabel(continent) })}
      className="pledging-dialog rank-dialog"
    >
      <div data-testid="rank-dialog">
        {ranking.isPending ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <p className="pledging-empty">{t('empty_continent_ranking')}</p>
        ) : (
          <table className="pledging-table" data-testid="rank-table">
            <thead>
              <tr>
                <th scope="col">{t('col_rank')}</th>
                <th scope="col">{t('col_address')}</th>
                <th scope="col">{t('col_value')}</th>
                <th scope="col">{t('col_comment')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.address} data-testid={`rank-row-${entry.rank}`}>
                  <td>{entry.rank}</td>
                  <th scope="row" className="pledging-address" title={entry.address}>
                    {shortenAddress(entry.address)}
                  </th>
                  <td>{formatPledgeAmount(entry.value)}</td>
                  <td className="pledging-comment">{entry.staking?.comment ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Dialog>
  );
}
