import { hasDefaultLink, type OutboundLinkId } from '@kingdoms/shared/site-content';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useOutboundLinkState } from '../config/siteContent';
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
  const configured = useOutboundLinkState(linkId);
  if (linkId && configured === 'pending' && whenUnset === 'hide' && hasDefaultLink(linkId)) {
    // Until /config.json has loaded, a link that is there unless a deployment hides it (those
    // with a default URL) shows as a placeholder anchor: visible, but without an href, so nothing
    // is guessed or followed. When the URL arrives only the attributes change, so the prerendered
    // page neither shifts (Lighthouse CLS) nor paints its content again (LCP). Links without a
    // default (app stores, social accounts) are absent until configured.
    return (
      // biome-ignore lint/a11y/useValidAnchor: an href-less <a> is HTML's placeholder link; the href comes with /config.json.
      <a className={anchorProps.className}>{children}</a>
    );
  }
  const target = linkId ? (configured === 'pending' ? undefined : configured) : href;
  if (!target) {
    return whenUnset === 'text' ? <span className={anchorProps.className}>{children}</span> : null;
  }
  return (
    <a {...anchorProps} href={withUrlParam(target)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
