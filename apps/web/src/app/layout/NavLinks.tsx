import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { type NavItem, navItemKey } from './navigation';

export function NavLinks({
  items,
  className,
  onNavigate,
}: {
  items: readonly NavItem[];
  className: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={navItemKey(item)}>
          {item.kind === 'internal' ? (
            <NavLink to={item.to} className="nav-link" onClick={onNavigate}>
              {t(item.labelKey)}
            </NavLink>
          ) : (
            <ExternalLink linkId={item.linkId} className="nav-link nav-link--external" onClick={onNavigate}>
              {t(item.labelKey)}
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
