import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import type { NavItem } from './navigation';

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
        <li key={item.kind === 'internal' ? item.to : item.linkId}>
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
