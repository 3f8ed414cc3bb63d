import { shortenAddress } from '@kingdoms/shared/address';
import type { IndividualEntry } from '@kingdoms/shared/api/staking';
import { continentLabel, splitPodium } from '@kingdoms/shared/staking';
import { useTranslation } from 'react-i18next';
import { formatPledgeAmount } from '../logic/display';
import { Podium } from './Podium';
import { TierBadge } from './TierBadge';

/**
 * Dashboard › Individual: the top three pledgers on the podium; the table starts at the 4th,
 * so its ranks start at 4 (spec 3 §9).
 */
export function IndividualRanking({ entries }: { entries: readonly IndividualEntry[] }) {
  const { t } = useTranslation('pledging');
  const { podium, table } = splitPodium(entries);
  if (entries.length === 0) return <p className="pledging-empty">{t('empty_individuals')}</p>;
  return (
    <>
      <Podium
        entries={podium}
        keyOf={(entry) => entry.address}
        label={t('podium_individuals')}
        testId="individual-podium"
        render={(entry) => (
          <div className="podium__card" data-testid={`individual-podium-${entry.rank}`}>
            <TierBadge tier={entry.tier} size={36} />
            <span className="podium__name pledging-address" title={entry.address}>
              {shortenAddress(entry.address)}
            </span>
            <span className="podium__value">
              {t('amount_a2z', { amount: formatPledgeAmount(entry.value) })}
            </span>
            <span className="podium__meta">
              {t('continent_name', { number: continentLabel(entry.continent) })}
            </span>
            {entry.staking?.comment ? <q className="podium__comment">{entry.staking.comment}</q> : null}
          </div>
        )}
      />
      <div className="pledging-table-scroll">
        <table className="pledging-table" data-testid="individual-table">
          <caption className="visually-hidden">{t('individual_table_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col_rank')}</th>
              <th scope="col">{t('col_address')}</th>
              <th scope="col">{t('col_continent')}</th>
              <th scope="col">{t('col_total')}</th>
              <th scope="col">{t('col_comment')}</th>
            </tr>
          </thead>
          <tbody>
            {table.map((entry) => (
              <tr key={entry.address} data-testid={`individual-row-${entry.rank}`}>
                <td data-testid="row-rank">{entry.rank}</td>
                <th scope="row" className="pledging-address" title={entry.address}>
                  {shortenAddress(entry.address)}
                </th>
                <td>{t('continent_name', { number: continentLabel(entry.continent) })}</td>
                <td>{formatPledgeAmount(entry.value)}</td>
                <td className="pledging-comment">{entry.staking?.comment ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
