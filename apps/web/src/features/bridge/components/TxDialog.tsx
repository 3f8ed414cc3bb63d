import type { NetworkKey } from '@kingdoms/shared/networks';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { TxLink } from './TxLink';

/** Spec 3: the bridge, deposit, withdraw and claim modals; receive is the resource's second step. */
export type TxDialogKind = 'bridge' | 'deposit' | 'withdraw' | 'claim' | 'receive';

export interface TxDialogState {
  kind: TxDialogKind;
  hash: string;
  network: NetworkKey;
  /** The receipt is in. */
  confirmed: boolean;
  /** The tab's timing note (e.g. 'LOKA from Ethereum to Polygon takes 20-30 minutes.'). */
  note?: string;
}

/**
 * Spec 3: the bridge, deposit, withdraw and claim modals, each with the transaction id and its
 * explorer link. Opens on the hash; the person closes it (the resource send closes it on the
 * receipt itself, spec 3 §4). The history's step tracker follows the transfer from there.
 */
export function TxDialog({ state, onClose }: { state: TxDialogState | null; onClose: () => void }) {
  const { t } = useTranslation('bridge');
  const kind = state?.kind ?? 'bridge';
  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={t(`modal_${kind}_title`)}
      className="bridge-dialog"
    >
      {state ? (
        <div data-testid={`${kind}-modal`} data-confirmed={state.confirmed}>
          <p className="bridge-dialog__text">{t(`modal_${kind}_text`)}</p>
          {state.note ? <p className="bridge-dialog__note">{state.note}</p> : null}
          <dl className="bridge-dialog__tx">
            <dt>{t('modal_tx')}</dt>
            <dd>
              <TxLink hash={state.hash} network={state.network} short={false} data-testid="modal-tx-link" />
            </dd>
          </dl>
          <p className="bridge-dialog__status" role="status">
            {state.confirmed ? (
              t('modal_confirmed')
            ) : (
              <>
                <Spinner size="small" /> {t('modal_pending')}
              </>
            )}
          </p>
          <div className="bridge-dialog__actions">
            <Button onClick={onClose} data-testid="modal-close">
              {t('close')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
