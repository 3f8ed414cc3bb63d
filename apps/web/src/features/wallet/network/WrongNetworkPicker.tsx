import { type NetworkKey, networkByKey } from '@kingdoms/shared/networks';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { NetworkIcon } from '../header/NetworkIcon';

/** Spec 1 §2: the wrong-network picker offers Ethereum (ETH) and Polygon (MATIC). */
export const WRONG_NETWORK_CHOICES: readonly NetworkKey[] = ['ethereum', 'polygon'];

export interface WrongNetworkPickerProps {
  open: boolean;
  onChoose: (network: NetworkKey) => void;
  /** Closing is only possible by choosing (or disconnecting): the backdrop does not close it. */
  onClose: () => void;
  busy?: boolean;
}

export function WrongNetworkPicker({ open, onChoose, onClose, busy = false }: WrongNetworkPickerProps) {
  const { t } = useTranslation('wallet');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('wrong_network_title')}
      description={t('wrong_network_text')}
      dismissOnBackdrop={false}
      dismissOnEscape={false}
      className="wrong-network-picker"
    >
      <div className="wrong-network-picker__choices">
        {WRONG_NETWORK_CHOICES.map((key) => {
          const network = networkByKey(key);
          return (
            <button
              key={key}
              type="button"
              className="wrong-network-picker__choice"
              disabled={busy}
              onClick={() => onChoose(key)}
            >
              <NetworkIcon network={key} label="" />
              <span>{t('network_choice', { name: network.name, code: network.code })}</span>
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}
