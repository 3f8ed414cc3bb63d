import { useTranslation } from 'react-i18next';
import { type AllocationBucket, donutSlices } from '../logic/releaseSchedule';

const SIZE = 240;
const CENTER = SIZE / 2;
const OUTER = 110;
const INNER = 64;

function pointAt(radius: number, angle: number): string {
  return `${(CENTER + radius * Math.sin(angle)).toFixed(2)} ${(CENTER - radius * Math.cos(angle)).toFixed(2)}`;
}

function slicePath(start: number, end: number): string {
  // A full circle cannot be one arc; split it in two.
  const sweep = Math.min(end - start, Math.PI * 2 - 1e-4);
  const stop = start + sweep;
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M${pointAt(OUTER, start)}`,
    `A${OUTER} ${OUTER} 0 ${large} 1 ${pointAt(OUTER, stop)}`,
    `L${pointAt(INNER, stop)}`,
    `A${INNER} ${INNER} 0 ${large} 0 ${pointAt(INNER, start)}`,
    'Z',
  ].join(' ');
}

/** Donut chart of the supply allocation with a legend giving each share. */
export function AllocationChart({ buckets }: { buckets: readonly AllocationBucket[] }) {
  const { t } = useTranslation('marketing');
  const slices = donutSlices(buckets);
  const summary = buckets
    .map((bucket) => `${t(`token.allocation.${bucket.id}`)} ${bucket.percent}%`)
    .join(', ');
  return (
    <figure className="token-chart">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={`${t('token.allocation_title')}: ${summary}`}
      >
        {buckets.map((bucket, index) => {
          const slice = slices[index];
          return slice ? (
            <path
              key={bucket.id}
              d={slicePath(slice.start, slice.end)}
              fill={bucket.color}
              stroke="#120c20"
              strokeWidth="2"
            >
              <title>{`${t(`token.allocation.${bucket.id}`)} ${bucket.percent}%`}</title>
            </path>
          ) : null;
        })}
        <text
          x={CENTER}
          y={CENTER}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#f3e6c4"
          fontSize="22"
        >
          LOKA
        </text>
      </svg>
      <figcaption>
        <h3 className="token-chart__title">{t('token.allocation_title')}</h3>
        <ul className="token-chart__legend">
          {buckets.map((bucket) => (
            <li key={bucket.id} data-bucket={bucket.id}>
              <span className="token-chart__swatch" style={{ background: bucket.color }} aria-hidden="true" />
              {t(`token.allocation.${bucket.id}`)} <strong>{bucket.percent}%</strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
