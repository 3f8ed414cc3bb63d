import { useTranslation } from 'react-i18next';
import { type AllocationBucket, releaseSchedule } from '../logic/releaseSchedule';

const WIDTH = 480;
const HEIGHT = 260;
const PAD = { left: 40, right: 12, top: 12, bottom: 30 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** Stacked area chart: share of the total supply unlocked, per bucket, month by month. */
export function ReleaseScheduleChart({
  buckets,
  months,
}: {
  buckets: readonly AllocationBucket[];
  months: number;
}) {
  const { t } = useTranslation('marketing');
  const rows = releaseSchedule(buckets, months);
  const x = (month: number) => PAD.left + (month / months) * PLOT_W;
  const y = (percent: number) => PAD.top + PLOT_H - (percent / 100) * PLOT_H;

  // Cumulative tops per bucket, so each band sits on the ones below it.
  const stacked = rows.map((row) => {
    let sum = 0;
    return row.map((value) => {
      sum += value;
      return sum;
    });
  });

  const bands = buckets.map((bucket, index) => {
    const top = stacked.map((row, month) => `${x(month).toFixed(1)},${y(row[index] ?? 0).toFixed(1)}`);
    const bottom = stacked
      .map((row, month) => `${x(month).toFixed(1)},${y(index === 0 ? 0 : (row[index - 1] ?? 0)).toFixed(1)}`)
      .reverse();
    return { bucket, points: [...top, ...bottom].join(' ') };
  });
  const ticks = [0, 12, 24, 36, 48].filter((month) => month <= months);

  return (
    <figure className="token-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('token.release_summary', { months })}
      >
        {[0, 25, 50, 75, 100].map((percent) => (
          <g key={percent}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(percent)}
              y2={y(percent)}
              stroke="#ffffff"
              strokeOpacity="0.08"
            />
            <text
              x={PAD.left - 6}
              y={y(percent)}
              textAnchor="end"
              dominantBaseline="central"
              fill="#b8acd0"
              fontSize="10"
            >
              {percent}%
            </text>
          </g>
        ))}
        {bands.map(({ bucket, points }) => (
          <polygon
            key={bucket.id}
            points={points}
            fill={bucket.color}
            fillOpacity="0.85"
            data-bucket={bucket.id}
          >
            <title>{t(`token.allocation.${bucket.id}`)}</title>
          </polygon>
        ))}
        {ticks.map((month) => (
          <text key={month} x={x(month)} y={HEIGHT - 10} textAnchor="middle" fill="#b8acd0" fontSize="10">
            {t('token.month_tick', { month })}
          </text>
        ))}
      </svg>
      <figcaption>
        <h3 className="token-chart__title">{t('token.release_title')}</h3>
        <p className="token-chart__note">{t('token.release_note')}</p>
      </figcaption>
    </figure>
  );
}
