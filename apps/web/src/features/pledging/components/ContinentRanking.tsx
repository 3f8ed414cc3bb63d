import type { ContinentEntry } from '@kingdoms/shared/api/staking';
import { continentLabel, splitPodium } from '@kingdoms/shared/staking';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { formatPledgeAmount } from '../logic/display';
import { Podium } from './Podium';
import { TierBadge } from './TierBadge';

export interface ContinentRankingProps {
  entries: readonly ContinentEntry[];
  onShowRank: (continent: number) => void;
}

/** Dashboard › Continent: the top three on the podium, the table from the 4th entry on. */
export function ContinentRanking({ entries, onShowRank }: ContinentRankingProps) {
  const { t } = useTranslation('pledging');
  const { podium, table } = splitPodium(entries);
  const rankButton = (entry: ContinentEntry) => (
    <Button
      variant="secondary"
      className="pledging-rank-button"
      onClick={() => onShowRank(entry.continent)}
      aria-label={t('rank_button_label', { number: continentLabel(entry.continent) })}
      data-testid={`rank-button-${entry.continent}`}
    >
      {t('rank_button')}
    </Button>
  );
  if (entries.length === 0) return <p className="pledging-empty">{t('empty_continents')}</p>;
  return (
    <>
      <Podium
        entries={podium}
        keyOf={(entry) => entry.continent}
        label={t('podium_continents')}
        testId="continent-podium"
        render={(entry) => (
          <div className="podium__card" data-testid={`continent-podium-${entry.continent}`}>
            <TierBadge tier={entry.tier} size={44} />
            <span className="podium__name">
              {t('continent_name', { number: continentLabel(entry.continent) })}
            </span>
            <span className="podium__value">
              {t('amount_a2z', { amount: formatPledgeAmount(entry.value) })}
            </span>
            <span className="podium__meta">{t('holders_count', { count: entry.holders })}</span>
            {rankButton(entry)}
          </div>
        )}
      />
      <div className="pledging-table-scroll">
        <table className="pledging-table" data-testid="continent-table">
          <caption className="visually-hidden">{t('continent_table_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col_rank')}</th>
              <th scope="col">{t('col_continent')}</th>
              <th scope="col">{t('col_tier')}</th>
              <th scope="col">{t('col_total')}</th>
              <th scope="col">{t('col_holders')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('col_actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.map((entry) => (
              <tr key={entry.continent} data-testid={`continent-row-${entry.continent}`}>
                <td data-testid="row-rank">{entry.rank}</td>
                <th scope="row">{t('continent_name', { number: continentLabel(entry.continent) })}</th>
                <td>
                  <TierBadge tier={entry.tier} size={24} />
                </td>
                <td>{formatPledgeAmount(entry.value)}</td>
                <td>{entry.holders}</td>
                <td>{rankButton(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
