import { shortenAddress } from '@kingdoms/shared/address';
import { formatAmount } from '@kingdoms/shared/amounts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverlays } from '../../../shared/overlays';
import {
  DEFAULT_NAVBAR,
  type NavbarVariant,
  useIsRegisteredPath,
  useMenuBadge,
} from '../../../shared/routing';
import type { WalletAccount } from '../account/useWalletAccount';
import { ConnectWalletButton } from './ConnectWalletButton';
import { NetworkIcon } from './NetworkIcon';
import { WALLET_MENU_LINKS, type WalletMenuLink } from './walletMenu';

export interface HeaderWalletButtonProps {
  account: WalletAccount;
  onDisconnect: () => void;
  /** Paths with a page; a menu entry appears once its page exists. */
  isPageRegistered?: (path: string) => boolean;
  /** The page's navbar variant (the route table's `navbar`): which links the menu has. */
  navbar?: NavbarVariant;
}

/** Spec 3 "Navigation bar": Connect Wallet, or network icon + shortened address with its menu. */
export function HeaderWalletButton({
  account,
  onDisconnect,
  isPageRegistered,
  navbar = DEFAULT_NAVBAR,
}: HeaderWalletButtonProps) {
  const { t } = useTranslation('wallet');
  const registeredInRouter = useIsRegisteredPath();
  const hasPage = isPageRegistered ?? registeredInRouter;
  const overlays = useOverlays();
  if (account.status !== 'connected' || !account.address) {
    return (
      <ConnectWalletButton
        reconnecting={account.status === 'reconnecting' || account.status === 'connecting'}
        onClick={() => overlays.open('wallet')}
      />
    );
  }
  return (
    // Non-modal: a modal menu would hide the page from assistive technology while its links stay
    // focusable (axe aria-hidden-focus); Escape and outside clicks still close it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="button button--primary wallet-button wallet-button--connected"
          data-testid="wallet-button"
          data-focus-key="wallet-button"
          data-state="connected"
        >
          {account.network ? (
            <NetworkIcon network={account.network.key} label={account.network.name} />
          ) : (
            <span className="wallet-button__unknown-network" title={t('unsupported_network')}>
              ?
            </span>
          )}
          <span className="wallet-button__address">{shortenAddress(account.address)}</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="wallet-menu" align="end" sideOffset={6}>
          {account.balance !== undefined && account.network ? (
            <DropdownMenu.Label className="wallet-menu__balance" data-testid="wallet-balance">
              {t('balance', {
                amount: formatAmount(account.balance, 4),
                symbol: account.network.nativeCurrency.symbol,
              })}
            </DropdownMenu.Label>
          ) : null}
          {WALLET_MENU_LINKS[navbar]
            .filter((link) => hasPage(link.to))
            .map((link) => (
              <DropdownMenu.Item key={link.to} asChild className="wallet-menu__item">
                <Link to={link.to}>
                  {t(link.labelKey)}
                  <MenuBadge wallet={account.address} link={link} />
                </Link>
              </DropdownMenu.Item>
            ))}
          <DropdownMenu.Item className="wallet-menu__item wallet-menu__item--danger" onSelect={onDisconnect}>
            {t('menu_disconnect')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** An entry's count (the activity centre's items ready to claim); nothing when there are none. */
function MenuBadge({ wallet, link }: { wallet: string | undefined; link: WalletMenuLink }) {
  const { t } = useTranslation('wallet');
  const count = useMenuBadge(wallet, link.to);
  if (count === 0) return null;
  return (
    <span className="wallet-menu__badge" data-testid={`menu-badge-${link.to.slice(1)}`}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('menu_badge', { count })}</span>
    </span>
  );
}
