import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';

/**
 * The header button before any wallet code has loaded: 'Connect Wallet', or the reconnecting
 * state when a stored choice is being restored (no Connect flash on reload).
 */
export function ConnectWalletButton({
  reconnecting,
  onClick,
}: {
  reconnecting: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Button
      className="wallet-button"
      variant="primary"
      busy={reconnecting}
      onClick={onClick}
      data-testid="wallet-button"
      // The wallet picker's opener is replaced as the wallet code loads; focus returns to its successor.
      data-focus-key="wallet-button"
      data-state={reconnecting ? 'reconnecting' : 'disconnected'}
    >
      {reconnecting ? t('reconnecting') : t('connect_wallet')}
    </Button>
  );
}
