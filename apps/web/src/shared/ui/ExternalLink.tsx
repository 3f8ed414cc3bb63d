import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { OUTBOUND_LINKS, type OutboundLinkId } from '../config/outboundLinks';
import { withUrlParam } from '../lib/urlParam';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

export type ExternalLinkProps = AnchorProps & { children: ReactNode } & (
    | { linkId: OutboundLinkId; href?: never }
    | { href: string; linkId?: never }
  );

/** An outbound link: new tab, no opener, saved campaign query appended as urlParam. */
export function ExternalLink({ linkId, href, children, ...anchorProps }: ExternalLinkProps) {
  const target = linkId ? OUTBOUND_LINKS[linkId] : href;
  return (
    <a {...anchorProps} href={withUrlParam(target ?? '')} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
