import type { OutboundLinkId } from '@kingdoms/shared/site-content';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useOutboundLink } from '../config/siteContent';
import { withUrlParam } from '../lib/urlParam';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

export type ExternalLinkProps = AnchorProps & {
  children: ReactNode;
  /**
   * Without a configured URL the link is never guessed: it is left out ('hide', the default), or
   * its content shows as plain text ('text', for content that stands on its own, like a logo).
   */
  whenUnset?: 'hide' | 'text';
} & (
    | { linkId: OutboundLinkId; href?: never }
    /** A URL that itself comes from configuration (a partner's site); undefined: not configured. */
    | { href: string | undefined; linkId?: never }
  );

/**
 * An outbound link: new tab, no opener, saved campaign query appended as urlParam. Its URL comes
 * from the configuration (/config.json `content.links`), looked up by `linkId`.
 */
export function ExternalLink({
  linkId,
  href,
  whenUnset = 'hide',
  children,
  ...anchorProps
}: ExternalLinkProps) {
  const configured = useOutboundLink(linkId);
  const target = linkId ? configured : href;
  if (!target) {
    return whenUnset === 'text' ? <span className={anchorProps.className}>{children}</span> : null;
  }
  return (
    <a {...anchorProps} href={withUrlParam(target)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
