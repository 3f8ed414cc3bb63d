import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';

/**
 * The header button before any wallet code has loaded: 'Connect Wallet', or the reconnecting
 * state when a stored choice is being restored (no Connect flash on reload).
 */
export function ConnectWalletButton({
  reconnecting,
  pending = false,
  onClick,
}: {
  reconnecting: boolean;
  /**
   * A prerendered page cannot know whether a wallet is stored: until hydration ends the button
   * keeps its place but stays invisible, so a returning player never sees 'Connect Wallet' flash.
   */
  pending?: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation('wallet');
  const state = pending ? 'pending' : reconnecting ? 'reconnecting' : 'disconnected';
  return (
    <Button
      className={pending ? 'wallet-button wallet-button--pending' : 'wallet-button'}
      variant="primary"
      busy={reconnecting}
      onClick={onClick}
      data-testid="wallet-button"
      // The wallet picker's opener is replaced as the wallet code loads; focus returns to its successor.
      data-focus-key="wallet-button"
      data-state={state}
    >
      {reconnecting ? t('reconnecting') : t('connect_wallet')}
    </Button>
  );
}
