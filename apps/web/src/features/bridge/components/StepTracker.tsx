import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlipCountdown } from '../../../shared/ui/FlipCountdown';
import { stageIndex, TRANSFER_STAGES, type TransferProgress } from '../logic/progress';

/**
 * The checkpoint wait of a LOKA withdrawal: the flip countdown to when the claim opens, then the
 * note that it opens as soon as the checkpoint is signed.
 */
export function CheckpointCountdown({ readyAt }: { readyAt: number }) {
  const { t } = useTranslation('bridge');
  const captionId = useId();
  const [reached, setReached] = useState<number | null>(null);
  const due = reached === readyAt || readyAt <= Date.now();
  return (
    <div className="bridge-steps__countdown" data-testid="checkpoint-countdown" data-due={due}>
      {due ? (
        <p className="bridge-steps__countdown-text">{t('countdown_due')}</p>
      ) : (
        <>
          <p id={captionId} className="bridge-steps__countdown-text">
            {t('countdown')}
          </p>
          <FlipCountdown
            deadline={new Date(readyAt)}
            size="compact"
            labelledBy={captionId}
            onComplete={() => setReached(readyAt)}
          />
        </>
      )}
    </div>
  );
}

/**
 * The step tracker of one transfer: sent → confirmed → checkpoint / signed → delivered, the
 * current step marked (aria-current="step"); a checkpoint wait counts down from the transaction's
 * time and the configured period.
 */
export function StepTracker({ progress, label }: { progress: TransferProgress; label: string }) {
  const { t } = useTranslation('bridge');
  const current = stageIndex(progress.stage);
  const stepName = (stage: (typeof TRANSFER_STAGES)[number]) => {
    if (stage === 'signed') return t(progress.gate === 'checkpoint' ? 'step_checkpoint' : 'step_signed');
    if (stage === 'delivered') return t(progress.delivery === 'relayer' ? 'step_delivered' : 'step_claimed');
    return t(`step_${stage}`);
  };
  return (
    <div className="bridge-steps" data-testid="step-tracker" data-stage={progress.stage}>
      <ol className="bridge-steps__list" aria-label={label}>
        {TRANSFER_STAGES.map((stage, index) => (
          <li
            key={stage}
            className="bridge-steps__step"
            data-done={index <= current}
            aria-current={index === current ? 'step' : undefined}
          >
            {stepName(stage)}
          </li>
        ))}
      </ol>
      {progress.stage === 'confirmed' && progress.readyAt !== undefined ? (
        <CheckpointCountdown readyAt={progress.readyAt} />
      ) : null}
    </div>
  );
}
