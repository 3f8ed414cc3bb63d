import { type NetworkKey, networkByKey } from '@kingdoms/shared/networks';
import { useTranslation } from 'react-i18next';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { Button } from '../../../shared/ui/Button';
import { useRequiredNetwork } from './useRequiredNetwork';

export interface NetworkBannerProps {
  network: NetworkKey;
  /** The page's own wrong-network text; defaults to spec 3's 'Wrong network. Click the button…'. */
  message?: string;
}

/** Renders nothing on the right network (or with no wallet); otherwise the banner and a switch button. */
export function NetworkBanner({ network, message }: NetworkBannerProps) {
  const { t } = useTranslation('wallet');
  const required = useRequiredNetwork(network);
  const errors = useErrorPresenter('wallet.network');
  if (!required.wrongNetwork) return null;
  const display = networkByKey(network).display;
  return (
    <div className="network-banner" role="status" data-testid="network-banner">
      <p className="network-banner__text">{message ?? t('wrong_network_banner', { network: display })}</p>
      <Button variant="secondary" busy={required.switching} onClick={() => void required.switchToRequired()}>
        {t('change_network', { network: display })}
      </Button>
      {required.error ? (
        <p className="network-banner__error" role="alert">
          {errors.text(required.error)}
        </p>
      ) : null}
    </div>
  );
}
