import type { ContinentEntry } from '@kingdoms/shared/api/staking';
import { continentLabel } from '@kingdoms/shared/staking';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutBars } from '../logic/chartBars';
import { formatPledgeAmount } from '../logic/display';

const BOX = { width: 780, height: 180, gapRatio: 0.3 };
const LABEL_SPACE = 28;

/**
 * Continent totals as bars in continent order. The SVG is one labelled image; the same figures
 * sit in a visually hidden table for screen readers.
 */
export function ContinentBarChart({ entries }: { entries: readonly ContinentEntry[] }) {
  const { t } = useTranslation('pledging');
  const titleId = useId();
  const descId = useId();
  const ordered = [...entries].sort((a, b) => a.continent - b.continent);
  const bars = layoutBars(
    ordered.map((entry) => BigInt(entry.value)),
    BOX,
  );
  return (
    <figure className="continent-chart" data-testid="continent-chart">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${BOX.width} ${BOX.height + LABEL_SPACE}`}
        preserveAspectRatio="none"
        className="continent-chart__svg"
      >
        <title id={titleId}>{t('chart_title')}</title>
        <desc id={descId}>{t('chart_desc')}</desc>
        <line x1="0" x2={BOX.width} y1={BOX.height} y2={BOX.height} className="continent-chart__axis" />
        {ordered.map((entry, index) => {
          const bar = bars[index];
          if (!bar) return null;
          return (
            <g key={entry.continent}>
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx="2"
                className="continent-chart__bar"
                data-tier={entry.tier}
              />
              <text
                x={bar.x + bar.width / 2}
                y={BOX.height + 18}
                textAnchor="middle"
                className="continent-chart__label"
              >
                {continentLabel(entry.continent)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">{t('chart_title')}</figcaption>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{t('col_continent')}</th>
            <th scope="col">{t('col_total')}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((entry) => (
            <tr key={entry.continent}>
              <th scope="row">{t('continent_name', { number: continentLabel(entry.continent) })}</th>
              <td>{formatPledgeAmount(entry.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
