import type { OutboundLinkId } from '@kingdoms/shared/site-content';
import { useId, useState } from 'react';
import { useSiteContent } from '../../../shared/config/siteContent';
import { ExternalLink } from '../../../shared/ui/ExternalLink';

export interface LinkMenuEntry {
  id: string;
  linkId: OutboundLinkId;
  label: string;
}

export interface LinkMenuProps {
  label: string;
  entries: readonly LinkMenuEntry[];
}

/**
 * A button that opens and closes its own list of outbound links on click. Each menu keeps its
 * own state, so BUY DRAGO and Rental open and close independently (spec 1 §2), which a modal
 * menu primitive (closing on any outside click) would not allow.
 */
export function LinkMenu({ label, entries }: LinkMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { links } = useSiteContent();
  // Only destinations with a configured URL are offered; with none, the menu is left out.
  const configured = entries.filter((entry) => links[entry.linkId]);
  if (configured.length === 0) return null;
  return (
    <div className={['link-menu', open ? 'link-menu--open' : ''].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="button button--primary link-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
        <span className="link-menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="link-menu__list" hidden={!open}>
        {configured.map((entry) => (
          <li key={entry.id}>
            <ExternalLink linkId={entry.linkId} className="link-menu__link">
              {entry.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
