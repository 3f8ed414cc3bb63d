import type { OperationsReply } from '@kingdoms/shared/api/operations';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts, shortEther } from '../logic/format';
import { HistoryCharts } from './HistoryCharts';

/** A duration in the reader's language: '45 s', '15 min 5 s', '2 h 3 min'. */
function useDuration(): (seconds: number) => string {
  const { t } = useTranslation('operations');
  return (seconds) => {
    const parts = durationParts(seconds);
    if (parts.unit === 'seconds') return t('duration_seconds', { seconds: parts.seconds });
    if (parts.unit === 'minutes') return t('duration_minutes', parts);
    return t('duration_hours', parts);
  };
}

function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}

/** One section: its heading names the table (the caption says the same to a screen reader). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      className="operations__section"
      aria-labelledby={`operations-${id}`}
      data-testid={`operations-${id}`}
    >
      <h2 id={`operations-${id}`} className="operations__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table of a few columns that wraps its cells instead of scrolling (360 px phones). */
function Table({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table className="operations__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Empty({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="operations__empty">
        {text}
      </td>
    </tr>
  );
}

const DASH = '–';

/** Every figure of GET /game/operations, as tables. */
export function OperationsTables({ figures }: { figures: OperationsReply }) {
  const { t } = useTranslation('operations');
  const duration = useDuration();
  const dateTime = useDateTime();
  const skipped = figures.rpcProviders.filter((provider) => provider.skippedSeconds > 0);
  return (
    <div className="operations__tables">
      <Section id="chains" title={t('chains_title')}>
        <Table
          caption={t('chains_caption')}
          columns={[t('col_network'), t('col_indexed'), t('col_head'), t('col_lag')]}
        >
          {figures.chains.length === 0 ? <Empty columns={4} text={t('no_chains')} /> : null}
          {figures.chains.map((chain) => (
            <tr key={chain.chainId} data-testid={`chain-${chain.network}`}>
              <th scope="row">
                {chain.network}
                <span className="operations__detail">{t('chain_id', { chainId: chain.chainId })}</span>
                {chain.halted ? (
                  <strong className="operations__alarm">{t('halted', { reason: chain.halted })}</strong>
                ) : null}
              </th>
              <td data-testid="indexed">{chain.indexedTo}</td>
              <td data-testid="head">{chain.head ?? DASH}</td>
              <td data-testid="lag">
                {chain.lag === null ? DASH : t('lag_blocks', { blocks: chain.lag })}
                {chain.lagSeconds === null ? null : (
                  <span className="operations__detail">{duration(chain.lagSeconds)}</span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section id="jobs" title={t('jobs_title')}>
        <Table
          caption={t('jobs_caption')}
          columns={[t('col_job'), t('col_holder'), t('col_term'), t('col_last_success')]}
        >
          {figures.jobs.length === 0 ? <Empty columns={4} text={t('no_jobs')} /> : null}
          {figures.jobs.map((job) => (
            <tr key={job.job} data-testid={`job-${job.job}`}>
              <th scope="row">{job.job}</th>
              <td className="operations__id">
                {job.holder ?? DASH}
                {job.thisInstance ? <span className="operations__detail">{t('this_instance')}</span> : null}
                {job.holder !== null && !job.live ? (
                  <strong className="operations__alarm">{t('lease_expired')}</strong>
                ) : null}
              </td>
              <td>{job.term ?? DASH}</td>
              <td>{job.lastSuccessAt === null ? DASH : dateTime(job.lastSuccessAt)}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section id="queues" title={t('queues_title')}>
        <Table caption={t('queues_caption')} columns={[t('col_queue'), t('col_states'), t('col_oldest')]}>
          {figures.queues.length === 0 ? <Empty columns={3} text={t('no_queues')} /> : null}
          {figures.queues.map((queue) => (
            <tr key={queue.queue} data-testid={`queue-${queue.queue}`}>
              <th scope="row">{queue.queue}</th>
              <td>
                {queue.states.length === 0 ? (
                  t('queue_empty')
                ) : (
                  <ul className="operations__states">
                    {queue.states.map((state) => (
                      <li key={state.state}>
                        {t('state_items', { state: state.state, items: state.items })}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-testid="oldest">
                {queue.oldestPendingSeconds > 0 ? duration(queue.oldestPendingSeconds) : t('nothing_waits')}
              </td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section id="senders" title={t('senders_title')}>
        <Table caption={t('senders_caption')} columns={[t('col_sender'), t('col_balance'), t('col_minimum')]}>
          {figures.senders.length === 0 ? <Empty columns={3} text={t('no_senders')} /> : null}
          {figures.senders.map((sender) => (
            <tr key={`${sender.job}:${sender.chainId}`} data-testid={`sender-${sender.job}`}>
              <th scope="row">
                {sender.job}
                <span className="operations__detail">
                  {sender.network ?? t('chain_id', { chainId: sender.chainId })}
                </span>
                <span className="operations__detail operations__id">{sender.address}</span>
              </th>
              <td>
                {sender.balance === null ? DASH : shortEther(sender.balance)}
                {sender.low ? <strong className="operations__alarm">{t('low_balance')}</strong> : null}
              </td>
              <td>{sender.minBalance === null ? DASH : shortEther(sender.minBalance)}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section id="rpc" title={t('rpc_title')}>
        <p className="operations__summary" data-testid="skipped-summary">
          {skipped.length === 0
            ? t('none_skipped')
            : t('some_skipped', { providers: skipped.map((provider) => provider.provider).join(', ') })}
        </p>
        <Table
          caption={t('rpc_caption')}
          columns={[t('col_provider'), t('col_requests'), t('col_errors'), t('col_skipped')]}
        >
          {figures.rpcProviders.length === 0 ? <Empty columns={4} text={t('no_providers')} /> : null}
          {figures.rpcProviders.map((provider) => (
            <tr key={`${provider.chainId}:${provider.provider}`}>
              <th scope="row" className="operations__id">
                {provider.provider}
                {provider.chainId === null ? null : (
                  <span className="operations__detail">{t('chain_id', { chainId: provider.chainId })}</span>
                )}
              </th>
              <td>{provider.requests}</td>
              <td>{provider.errors}</td>
              <td>
                {provider.skippedSeconds > 0 ? (
                  <strong className="operations__alarm">{duration(provider.skippedSeconds)}</strong>
                ) : (
                  t('in_use')
                )}
              </td>
            </tr>
          ))}
        </Table>
      </Section>

      <HistoryCharts history={figures.history} />
    </div>
  );
}
