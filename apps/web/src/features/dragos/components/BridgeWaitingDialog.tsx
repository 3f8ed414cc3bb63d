import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { explorerUrl } from '../logic/explorer';

export interface BridgeWaitingDialogProps {
  open: boolean;
  onClose: () => void;
  hash: string;
  chainId: number;
  /** The transaction is mined: the egg now crosses and hatches. */
  confirmed: boolean;
}

/** Spec 2 §4: the bridge-waiting popup with the transaction link, until the claim popup. */
export function BridgeWaitingDialog({ open, onClose, hash, chainId, confirmed }: BridgeWaitingDialogProps) {
  const { t } = useTranslation('dragos');
  const config = useRuntimeConfig();
  const url = explorerUrl(config, { chainId }, 'tx', hash);
  return (
    <Dialog open={open} onClose={onClose} title={t('bridge_waiting_title')} className="drago-dialog">
      <div data-testid="bridge-waiting" data-confirmed={confirmed}>
        <p className="drago-dialog__text">{t('bridge_waiting_text')}</p>
        <p className="drago-dialog__hash">
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" data-testid="bridge-tx-link">
              {hash}
            </a>
          ) : (
            <span data-testid="bridge-tx-link">{hash}</span>
          )}
        </p>
        <p className="drago-dialog__status" role="status">
          <Spinner size="small" />
          {confirmed ? t('bridge_waiting_hatching') : null}
        </p>
      </div>
    </Dialog>
  );
}
