import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explorerUrl } from '../../../shared/config/explorer';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { Dialog } from '../../../shared/ui/Dialog';
import type { Signers } from './contractAccounts';

/** After this long the processing dialog adds a "still pending" note (shorter on the devnet). */
export const STILL_PENDING_AFTER_MS = { devnet: 5_000, production: 3 * 60_000 } as const;

export interface ProcessingDialogProps {
  open: boolean;
  onClose: () => void;
  hash: string;
  chainId: number;
  sentAt: number;
  /** The page's own title and text (e.g. pledging's '1-5 minutes'); default: the generic ones. */
  title?: string;
  message?: string;
  /** How the transaction ended when not mined (followTransaction.ts); undefined while processing. */
  ended?: 'cancelled' | 'dropped';
  /** A dropped transaction's retry. */
  onRetry?: () => void;
  /** `hash` is the wallet's replacement of the sent transaction, still pending. */
  replacing?: boolean;
  /** `hash` is the wallet's replacement, mined: the success state, closed by the person. */
  confirmedReplacement?: boolean;
  /**
   * `hash` is a Safe's `safeTxHash` waiting for its other owners (k of n): said instead of the
   * network's wait, and not linked (no explorer knows it). Such a transaction is never dropped.
   */
  awaitingSigners?: Signers;
}

/** Shown from the transaction hash until its receipt: the hash links to the chain's explorer. */
export function ProcessingDialog({
  open,
  onClose,
  hash,
  chainId,
  sentAt,
  title,
  message,
  ended,
  onRetry,
  replacing = false,
  confirmedReplacement = false,
  awaitingSigners,
}: ProcessingDialogProps) {
  const { t } = useTranslation(['wallet', 'errors']);
  const config = useRuntimeConfig();
  const warnAfter = STILL_PENDING_AFTER_MS[config.env];
  const [stillPending, setStillPending] = useState(() => Date.now() - sentAt >= warnAfter);

  useEffect(() => {
    const remaining = sentAt + warnAfter - Date.now();
    if (remaining <= 0) {
      setStillPending(true);
      return;
    }
    setStillPending(false);
    const timer = setTimeout(() => setStillPending(true), remaining);
    return () => clearTimeout(timer);
  }, [sentAt, warnAfter]);

  const url = awaitingSigners ? undefined : explorerUrl(config, { chainId }, 'tx', hash);
  const explorer = (
    <p className="processing-dialog__hash">
      {url ? (
        // Not ExternalLink: an explorer URL must not carry the campaign urlParam.
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="explorer-link">
          {hash}
        </a>
      ) : (
        hash
      )}
    </p>
  );
  if (confirmedReplacement) {
    return (
      <Dialog open={open} onClose={onClose} title={t('replaced_title')} className="processing-dialog">
        <p role="status" data-testid="tx-replaced">
          {t('replaced_text')}
        </p>
        {explorer}
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('close')}
        </button>
      </Dialog>
    );
  }
  if (ended) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={t(ended === 'cancelled' ? 'cancelled_title' : 'dropped_title')}
        className="processing-dialog"
      >
        <p role="status" data-testid="tx-ended" data-ended={ended}>
          {t(ended === 'cancelled' ? 'errors:error.tx_cancelled' : 'errors:error.tx_dropped')}
        </p>
        {explorer}
        {ended === 'dropped' && onRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? t('processing_title')}
      className="processing-dialog"
    >
      {awaitingSigners ? (
        <>
          <p role="status" data-testid="tx-awaiting-signers">
            {t('awaiting_signers', {
              confirmed: awaitingSigners.confirmed,
              required: awaitingSigners.required,
            })}
          </p>
          <p>{t('awaiting_signers_text')}</p>
        </>
      ) : (
        <p>{message ?? t('processing_text')}</p>
      )}
      {replacing ? (
        <p role="status" data-testid="tx-replacing">
          {t('replacing_text')}
        </p>
      ) : null}
      {explorer}
      {stillPending && !awaitingSigners ? (
        <p className="processing-dialog__still-pending" role="status">
          {t('still_pending')}
        </p>
      ) : null}
    </Dialog>
  );
}
