import { lazy, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DeferredMenuTrigger } from '../../shared/ui/DeferredMenu';
import { NavLinks } from './NavLinks';
import { fittingLinkCount, type NavItem, navItemKey } from './navigation';

// Radix's menu and its positioning code load when "More" is first opened, not with the page.
const NavMoreMenu = lazy(() => import('./NavMoreMenu'));

/**
 * The desktop bar's links on one row: what fits stays in the bar, the rest moves to a "More"
 * menu (Radix, loaded on first opening: arrow keys, Enter, Escape back to the trigger). Widths
 * come from an invisible copy of every link, so a language change or a newly registered page
 * re-measures by itself.
 */
export function DesktopNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);
  const itemsKey = items.map(navItemKey).join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the set of links changes
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      const entries = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = entries.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      setVisibleCount(fittingLinkCount(entries, moreWidth, gap, nav.clientWidth));
    };
    update();
    // jsdom has no ResizeObserver (and no layout): there every link stays in the bar.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [itemsKey]);

  const shown = items.slice(0, visibleCount);
  const overflow = items.slice(visibleCount);
  const activeInMenu = overflow.some((item) => item.kind === 'internal' && item.to === pathname);
  const moreClassName = ['nav-link', 'nav-more__trigger', activeInMenu && 'active'].filter(Boolean).join(' ');
  return (
    <nav className="site-header__nav" aria-label={t('nav_main_label')} ref={navRef}>
      <div className="site-header__row">
        <NavLinks items={shown} className="site-header__links" />
        {overflow.length > 0 ? (
          <DeferredMenuTrigger
            menu={NavMoreMenu}
            menuProps={{ items: overflow, triggerClassName: moreClassName }}
            className={moreClassName}
          >
            {t('nav_more')}
            <svg viewBox="0 0 12 12" aria-hidden="true" className="nav-more__chevron">
              <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </DeferredMenuTrigger>
        ) : null}
      </div>
      {/* Measuring copy: every link and the More trigger, unconstrained, invisible, not focusable. */}
      <ul className="site-header__links site-header__measure" ref={measureRef} aria-hidden="true">
        {items.map((item) => (
          <li key={navItemKey(item)}>
            <span className="nav-link">{t(item.labelKey)}</span>
          </li>
        ))}
        <li>
          <span className="nav-link nav-more__trigger">
            {t('nav_more')}
            <svg viewBox="0 0 12 12" className="nav-more__chevron" />
          </span>
        </li>
      </ul>
    </nav>
  );
}
