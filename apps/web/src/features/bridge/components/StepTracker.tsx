import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCountdown,
  remainingMs,
  stageIndex,
  TRANSFER_STAGES,
  type TransferProgress,
} from '../logic/progress';

/** Ticks once a second while a countdown is shown. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The step tracker of one transfer: sent → confirmed → checkpoint / signed → delivered, the
 * current step marked (aria-current="step"); a checkpoint wait counts down from the transaction's
 * time and the configured period.
 */
export function StepTracker({ progress, label }: { progress: TransferProgress; label: string }) {
  const { t } = useTranslation('bridge');
  const current = stageIndex(progress.stage);
  const waiting = progress.stage === 'confirmed' && progress.readyAt !== undefined;
  const now = useNow(waiting);
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
      {waiting && progress.readyAt !== undefined ? (
        <p className="bridge-steps__countdown" data-testid="checkpoint-countdown">
          {remainingMs(progress.readyAt, now) > 0
            ? t('countdown', { time: formatCountdown(remainingMs(progress.readyAt, now)) })
            : t('countdown_due')}
        </p>
      ) : null}
    </div>
  );
}
