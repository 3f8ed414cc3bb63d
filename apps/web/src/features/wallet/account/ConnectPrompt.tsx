import { useTranslation } from 'react-i18next';
import { useOverlays } from '../../../shared/overlays';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useWalletAccount } from './useWalletAccount';

/**
 * What a wallet page shows in place of its content while no wallet is connected: the page's
 * prompt and Connect Wallet (which opens the wallet picker), or a spinner while a connection is
 * being made or a stored one revived. The page renders it only when the account is not connected.
 */
export function ConnectPrompt({ message, testId }: { message: string; testId?: string }) {
  const { t } = useTranslation('wallet');
  const overlays = useOverlays();
  const { status } = useWalletAccount();
  return (
    <div className="page-notice" data-testid={testId}>
      {status === 'disconnected' ? (
        <>
          <p>{message}</p>
          <Button onClick={() => overlays.open('wallet')}>{t('common:connect_wallet')}</Button>
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
