import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type DeferredMenuProps, useFirstItemFocus } from '../../shared/ui/DeferredMenu';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { type NavItem, navItemKey } from './navigation';

export interface NavMoreMenuProps {
  items: readonly NavItem[];
  triggerClassName: string;
}

/** The desktop bar's "More" menu once opened (loaded on first use by DesktopNav). */
export default function NavMoreMenu({
  items,
  triggerClassName,
  triggerContent,
  openedWithKeyboard,
}: NavMoreMenuProps & DeferredMenuProps) {
  const contentRef = useFirstItemFocus(openedWithKeyboard);
  const { t } = useTranslation('common');
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={triggerClassName}>{triggerContent}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="nav-more__content" align="end" sideOffset={8} ref={contentRef}>
          {items.map((item) => (
            <DropdownMenu.Item key={navItemKey(item)} asChild className="nav-more__item">
              {item.kind === 'internal' ? (
                <NavLink to={item.to}>{t(item.labelKey)}</NavLink>
              ) : (
                <ExternalLink linkId={item.linkId}>{t(item.labelKey)}</ExternalLink>
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
