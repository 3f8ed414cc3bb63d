import type { OperationsHistory } from '@kingdoms/shared/api/operations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { seriesOf, sparklinePaths } from '../logic/sparkline';

const WIDTH = 120;
const HEIGHT = 32;

/**
 * One small line chart. Its text alternative is shown beside it, for everyone: the caption names
 * the series and the summary says the lowest, highest and latest values.
 */
function Sparkline({ title, values }: { title: string; values: readonly (number | null)[] }) {
  const { t } = useTranslation('operations');
  const id = useId();
  const known = values.filter((value): value is number => value !== null);
  const latest = values.at(-1);
  const summary =
    known.length === 0
      ? t('chart_empty')
      : t('chart_summary', {
          samples: values.length,
          min: Math.min(...known),
          max: Math.max(...known),
          now: latest ?? '–',
        });
  return (
    <figure className="operations__chart" aria-labelledby={id} data-testid="operations-chart">
      <figcaption id={id} className="operations__chart-title">
        {title}
      </figcaption>
      {/* The caption and the summary below are its text: the drawing adds nothing to read. */}
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="operations__sparkline"
        preserveAspectRatio="none"
      >
        {sparklinePaths(values, WIDTH, HEIGHT).map((path) => (
          <path key={path} d={path} fill="none" stroke="currentColor" strokeWidth="1.5" />
        ))}
      </svg>
      <p className="operations__detail" data-testid="chart-summary">
        {summary}
      </p>
    </figure>
  );
}

/** The last hour the answering instance sampled: each chain's lag, each queue's waiting items. */
export function HistoryCharts({ history }: { history: OperationsHistory }) {
  const { t } = useTranslation('operations');
  const { chains, queues } = seriesOf(history.samples);
  return (
    <section
      className="operations__section"
      aria-labelledby="operations-history"
      data-testid="operations-history"
    >
      <h2 id="operations-history" className="operations__heading">
        {t('history_title')}
      </h2>
      <p className="operations__summary">{t('history_intro', { seconds: history.intervalSeconds })}</p>
      <div className="operations__charts">
        {chains.map(([network, values]) => (
          <Sparkline key={`chain-${network}`} title={t('chart_lag', { network })} values={values} />
        ))}
        {queues.map(([queue, values]) => (
          <Sparkline key={`queue-${queue}`} title={t('chart_pending', { queue })} values={values} />
        ))}
      </div>
    </section>
  );
}
