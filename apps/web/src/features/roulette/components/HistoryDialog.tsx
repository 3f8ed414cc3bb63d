import type { RouletteHistoryEntry } from '@kingdoms/shared/api/roulette';
import { formatDateTime } from '@kingdoms/shared/dates';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import type { SpinVerification } from '../logic/verifySpin';
import { prizeNameKey } from '../logic/wheel';

/** Spec 2 §2 and §3: newest first, whatever order the entries came in. */
export function newestFirst(history: readonly RouletteHistoryEntry[]): RouletteHistoryEntry[] {
  return [...history].sort(
    (a, b) => Date.parse(b.logDate) - Date.parse(a.logDate) || b.period - a.period || b.spin - a.spin,
  );
}

function VerificationText({ outcome }: { outcome: SpinVerification }) {
  const { t } = useTranslation('roulette');
  switch (outcome.status) {
    case 'verified':
      return <>{t('fair.verified', { prize: t(prizeNameKey(outcome.prize)) })}</>;
    case 'commitment_mismatch':
      return <>{t('fair.commitment_mismatch')}</>;
    case 'draw_mismatch':
      return (
        <>
          {t('fair.draw_mismatch', {
            expected: t(prizeNameKey(outcome.expected)),
            recorded: t(prizeNameKey(outcome.recorded)),
          })}
        </>
      );
    case 'not_revealed':
      return <>{t('fair.not_revealed')}</>;
  }
}

export interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The wallet whose spins these are (the draw's input when verifying). */
  wallet: string | undefined;
  history: readonly RouletteHistoryEntry[] | undefined;
  loading: boolean;
}

/**
 * Spec 2 §2 HISTORY popup: TIME and ITEM, newest first, dates as YYYY-MM-DD HH:mm. Beyond the
 * spec, a spin of an ended period can be verified here, in the browser, from its revealed seed.
 */
/** The spin check (keccak256, viem) loads with the dialog, not with the page (issue 26). */
const loadVerifier = () => import('../logic/verifySpin');

export function HistoryDialog({ open, onClose, wallet, history, loading }: HistoryDialogProps) {
  const { t } = useTranslation('roulette');
  const [outcomes, setOutcomes] = useState<Record<string, SpinVerification>>({});
  const rows = newestFirst(history ?? []);
  // Fetched as the dialog opens, so Verify computes at once and asks nothing more of the server.
  useEffect(() => {
    if (open) void loadVerifier();
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={t('history_title')} className="roulette-history">
      {loading ? <Spinner /> : null}
      {!loading && rows.length === 0 ? <p data-testid="history-empty">{t('history_empty')}</p> : null}
      {rows.length > 0 ? (
        <div className="roulette-history__scroll">
          <table className="roulette-history__table" data-testid="history-table">
            <thead>
              <tr>
                <th scope="col">{t('history_time')}</th>
                <th scope="col">{t('history_item')}</th>
                <th scope="col">{t('history_check')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => {
                const key = `${entry.period}-${entry.spin}`;
                const outcome = outcomes[key];
                return (
                  <Fragment key={key}>
                    <tr data-testid="history-row" data-spin={entry.spin} data-period={entry.period}>
                      <td>{formatDateTime(entry.logDate, { seconds: false })}</td>
                      <td>{t(prizeNameKey(entry.result))}</td>
                      <td>
                        {entry.seed && wallet ? (
                          <Button
                            variant="secondary"
                            className="roulette-history__verify"
                            onClick={() =>
                              void loadVerifier().then(({ verifySpin }) =>
                                setOutcomes((current) => ({ ...current, [key]: verifySpin(entry, wallet) })),
                              )
                            }
                          >
                            {t('fair.verify')}
                          </Button>
                        ) : (
                          <span className="roulette-history__pending">{t('fair.not_revealed')}</span>
                        )}
                      </td>
                    </tr>
                    {outcome ? (
                      <tr className="roulette-history__outcome">
                        <td colSpan={3}>
                          <p
                            role="status"
                            data-testid="verify-result"
                            data-status={outcome.status}
                            className={`roulette-verify roulette-verify--${outcome.status}`}
                          >
                            <VerificationText outcome={outcome} />
                          </p>
                          <p className="roulette-verify__inputs">
                            {t('fair.verify_inputs', { period: entry.period, spin: entry.spin, wallet })}
                          </p>
                          <p className="roulette-verify__hash">
                            {t('fair.verify_seed')}: <code>{entry.seed}</code>
                          </p>
                          <p className="roulette-verify__hash">
                            {t('fair.verify_commitment')}: <code>{entry.commitment}</code>
                          </p>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <Button onClick={onClose}>{t('close')}</Button>
    </Dialog>
  );
}
