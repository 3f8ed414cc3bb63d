import type { MoveLog } from '@kingdoms/shared/api/migration';
import { continentLabel, isCancellable, moveStatusName } from '@kingdoms/shared/migration';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';

/**
 * Spec 1 §2: the target continent and status, the explanatory text and the cancel button, which
 * acts while the move waits and otherwise says why it cannot.
 */
export function MoveLogPanel({
  log,
  onCancel,
  cancelling,
}: {
  log: MoveLog;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation('migration');
  const status = moveStatusName(log.status);
  const cancellable = isCancellable(log.status);
  return (
    <section className="migration__log" aria-labelledby="migration-log-heading">
      <h2 id="migration-log-heading">{t('log_heading')}</h2>
      <dl className="migration__facts">
        <dt>{t('log_target_continent')}</dt>
        <dd data-testid="log-continent">{continentLabel(log.worldId)}</dd>
        <dt>{t('log_status')}</dt>
        <dd data-testid="log-status" className={`migration__status migration__status--${status}`}>
          {t(`status_${status}`)}
        </dd>
      </dl>
      <p>{t(`log_text_${status}`)}</p>
      {log.reasons.length > 0 ? (
        <ul className="migration__reasons">
          {log.reasons.map((reason) => (
            <li key={reason}>{t(`reason_${reason}`)}</li>
          ))}
        </ul>
      ) : null}
      {/* Spec 1 §2/§4: a log present means the cancel option is offered; only a waiting move can
          still be cancelled, so for the others the button says why it does nothing. */}
      {cancellable ? (
        <Button variant="secondary" busy={cancelling} onClick={onCancel} data-testid="cancel-move">
          {t('cancel')}
        </Button>
      ) : (
        <>
          <Button
            variant="secondary"
            disabled
            aria-describedby="migration-cancel-reason"
            data-testid="cancel-move"
          >
            {t('cancel')}
          </Button>
          <p id="migration-cancel-reason" className="migration__cancel-reason" data-testid="cancel-reason">
            {t(`cancel_unavailable_${status}`)}
          </p>
        </>
      )}
    </section>
  );
}
