import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ActivityBadgeCounter } from '../../features/activity';
import { WalletSlot } from '../../features/wallet';
import { useSiteContent } from '../../shared/config/siteContent';
import { useIsMobile } from '../../shared/lib/device';
import { DEFAULT_NAVBAR, useIsRegisteredPath, useMatchedAppRoute } from '../../shared/routing';
import { DesktopNav } from './DesktopNav';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { configuredNavItems, DESKTOP_NAV_ITEMS, MOBILE_NAV_ITEMS, visibleNavItems } from './navigation';
import { SocialLinks } from './SocialLinks';
import { useScrolledPast } from './useScrolledPast';
import './Header.css';

/**
 * Spec 3 "Navigation bar". Desktop: logo, the links on one row (what does not fit goes to
 * "More"), language, wallet. Phones and narrow windows: logo, language, wallet and the menu
 * toggle, all within the screen (the wallet button and language trigger turn compact). The
 * route's `navbar` picks spec 3's variant: which links the connected wallet's menu has.
 */
export function Header() {
  const { t } = useTranslation('common');
  const isMobile = useIsMobile();
  const scrolled = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const isRegistered = useIsRegisteredPath();
  const navbar = useMatchedAppRoute()?.navbar ?? DEFAULT_NAVBAR;
  // Outbound entries show only with a configured URL (LINK_*), as internal ones once registered.
  const { links } = useSiteContent();
  const navItems = (items: typeof DESKTOP_NAV_ITEMS) =>
    configuredNavItems(visibleNavItems(items, isRegistered), links);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMenuOpen(false), [pathname]);

  const classes = ['site-header', scrolled && 'site-header--scrolled', isMobile && 'site-header--mobile'];
  return (
    <header className={classes.filter(Boolean).join(' ')} data-scrolled={scrolled} data-navbar={navbar}>
      <div className="site-header__bar">
        <Logo />
        {isMobile ? null : <DesktopNav items={navItems(DESKTOP_NAV_ITEMS)} />}
        <div className="site-header__tools">
          <SocialLinks className="site-header__social" />
          <LanguageMenu />
          {/* The wallet button mounts here; it is loaded by the wallet feature, not the first load.
              Once a wallet is connected, the activity centre's badge counter runs beside it. */}
          <div className="site-header__wallet">
            <WalletSlot navbar={navbar} whenConnected={ActivityBadgeCounter} />
          </div>
          <button
            type="button"
            className="site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav_close_menu') : t('nav_open_menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="site-header__toggle-bar" />
            <span className="site-header__toggle-bar" />
            <span className="site-header__toggle-bar" />
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" className="mobile-menu" aria-label={t('nav_mobile_label')}>
          <NavLinks
            items={navItems(MOBILE_NAV_ITEMS)}
            className="mobile-menu__links"
            onNavigate={() => setMenuOpen(false)}
          />
          <SocialLinks className="mobile-menu__social" />
        </nav>
      ) : null}
    </header>
  );
}
