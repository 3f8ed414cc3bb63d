import { formatDateTime } from '@kingdoms/shared/dates';
import type { NetworkKey } from '@kingdoms/shared/networks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Pagination } from '../../../shared/ui/Pagination';
import { inFlight, type TransferProgress } from '../logic/progress';
import { StepTracker } from './StepTracker';
import { TxLink } from './TxLink';

export interface HistoryAction {
  label: string;
  onClick: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** false: shown but not ready yet (a claim before its checkpoint); it turns on by itself. */
  ready?: boolean;
  testId: string;
}

/** One row of a bridge history, whatever the asset. */
export interface HistoryRowView {
  key: string;
  /** When it was sent (spec 3 §9: shown as YYYY-MM-DD HH:mm). */
  date: string | number | Date;
  sendTx: { hash: string; network: NetworkKey };
  /** The delivery (receive, claim, relayer) transaction, once there is one. */
  deliveryTx: { hash: string; network: NetworkKey } | null;
  /** The amount or the token ids. */
  what: ReactNode;
  status: string;
  /** Receive / claim while undelivered (spec 3 §4). */
  action?: HistoryAction;
  progress?: TransferProgress;
}

export interface HistoryTableProps {
  title: string;
  rows: readonly HistoryRowView[] | undefined;
  /** What the column of `what` holds ('Amount', 'Items'). */
  whatLabel: string;
  page?: { page: number; lastPage: number; onPageChange: (page: number) => void };
  /** Controls above the table (the hash popup's button). */
  tools?: ReactNode;
  testId: string;
}

/**
 * A bridge history (spec 3: tables below the tabs): date, the send transaction and the delivery
 * one as explorer links in a new window, what moved, the status with Receive / claim while
 * undelivered, and the step tracker of each in-flight transfer.
 */
export function HistoryTable({ title, rows, whatLabel, page, tools, testId }: HistoryTableProps) {
  const { t } = useTranslation('bridge');
  return (
    <section className="bridge-history" aria-label={title} data-testid={testId}>
      <div className="bridge-history__head">
        <h2 className="bridge-history__title">{title}</h2>
        {tools}
      </div>
      {rows === undefined ? (
        <p className="bridge-history__empty" role="status">
          {t('loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="bridge-history__empty" data-testid="history-empty">
          {t('history_empty')}
        </p>
      ) : (
        <table className="bridge-history__table">
          <thead>
            <tr>
              <th scope="col">{t('col_date')}</th>
              <th scope="col">{t('col_tx')}</th>
              <th scope="col">{whatLabel}</th>
              <th scope="col">{t('col_status')}</th>
              <th scope="col">{t('col_delivery')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid="history-row" data-tx={row.sendTx.hash}>
                <td data-testid="history-date">{formatDateTime(row.date, { seconds: false })}</td>
                <td>
                  <TxLink hash={row.sendTx.hash} network={row.sendTx.network} data-testid="history-tx" />
                </td>
                <td data-testid="history-what">{row.what}</td>
                <td>
                  <span className="bridge-history__status" data-testid="history-status">
                    {row.status}
                  </span>
                  {row.action ? (
                    <Button
                      variant={row.action.ready === false ? 'secondary' : 'primary'}
                      className="bridge-history__action"
                      busy={row.action.busy}
                      disabled={row.action.disabled}
                      onClick={row.action.onClick}
                      data-ready={row.action.ready ?? true}
                      data-testid={row.action.testId}
                    >
                      {row.action.label}
                    </Button>
                  ) : null}
                  {row.progress && inFlight(row.progress) ? (
                    <StepTracker
                      progress={row.progress}
                      label={t('tracker_label', { tx: row.sendTx.hash })}
                    />
                  ) : null}
                </td>
                <td>
                  {row.deliveryTx ? (
                    <TxLink
                      hash={row.deliveryTx.hash}
                      network={row.deliveryTx.network}
                      data-testid="history-delivery-tx"
                    />
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page ? (
        <Pagination
          page={page.page}
          lastPage={page.lastPage}
          onPageChange={page.onPageChange}
          label={t('history_pages', { title })}
        />
      ) : null}
    </section>
  );
}
