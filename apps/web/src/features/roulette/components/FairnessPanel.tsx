import type { RouletteInfoReply } from '@kingdoms/shared/api/roulette';
import { formatDateTime } from '@kingdoms/shared/dates';
import { useTranslation } from 'react-i18next';
import { formatPercent, oddsTable } from '../logic/verify';
import { prizeNameKey } from '../logic/wheel';

const at = (seconds: number) => formatDateTime(seconds * 1000, { seconds: false });

/**
 * Provably fair (issue 18, beyond the spec): the commitment of the current period, published
 * before its first spin, and the declared odds next to the measured distribution of all spins.
 */
export function FairnessPanel({ info }: { info: RouletteInfoReply }) {
  const { t } = useTranslation('roulette');
  const rows = oddsTable(info.weights, info.distribution);
  const count = new Intl.NumberFormat('en-US').format(info.totalDraws);
  return (
    <section className="roulette-fair" aria-labelledby="roulette-fair-title" data-testid="fairness">
      <h2 id="roulette-fair-title">{t('fair.title')}</h2>
      <p className="roulette-fair__intro">{t('fair.intro')}</p>
      <h3>{t('fair.commitment')}</h3>
      {info.current ? (
        <div data-testid="current-commitment" data-period={info.current.period}>
          <p>
            {t('fair.period_range', {
              id: info.current.period,
              start: at(info.current.start),
              end: at(info.current.end),
            })}
          </p>
          <code className="roulette-fair__hash">{info.current.commitment}</code>
        </div>
      ) : (
        <p>{t('fair.no_period')}</p>
      )}
      <h3>{t('fair.odds_title')}</h3>
      <table className="roulette-fair__odds" data-testid="odds-table">
        <thead>
          <tr>
            <th scope="col">{t('fair.col_prize')}</th>
            <th scope="col">{t('fair.col_declared')}</th>
            <th scope="col">{t('fair.col_measured')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.prizeId} data-testid="odds-row" data-prize-id={row.prizeId} data-count={row.count}>
              <th scope="row">
                {row.prizeId}. {t(prizeNameKey(row.prizeId))}
              </th>
              <td>{formatPercent(row.declared)}</td>
              <td>
                {formatPercent(row.measured)} ({row.count})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="total-spins">{t('fair.total_spins', { total: count })}</p>
    </section>
  );
}
