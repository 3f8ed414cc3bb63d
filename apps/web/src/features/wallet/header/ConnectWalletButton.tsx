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
  // The shell's catalogue: every page shows this button before any wallet code (and the wallet
  // catalogue) loads (issue 36: the marketing pages' first load).
  const { t } = useTranslation();
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
      {reconnecting ? t('wallet_reconnecting') : t('connect_wallet')}
    </Button>
  );
}
