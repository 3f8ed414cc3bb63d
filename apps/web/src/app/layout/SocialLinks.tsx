import { SOCIAL_LINK_IDS, type SocialLinkId } from '@kingdoms/shared/site-content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../shared/config/siteContent';
import { ExternalLink } from '../../shared/ui/ExternalLink';

/** Simple original glyphs (not the networks' trademarked logos), labelled for screen readers. */
const GLYPHS: Record<SocialLinkId, ReactNode> = {
  twitter: <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
  discord: (
    <>
      <path d="M5 8c4-3 10-3 14 0v7c-4 3-10 3-14 0Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="9.5" cy="12" r="1.4" fill="currentColor" />
      <circle cx="14.5" cy="12" r="1.4" fill="currentColor" />
    </>
  ),
  telegram: (
    <path
      d="M4 12 20 5l-3 14-5-4-3 3v-5l8-7-10 6Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  ),
  medium: (
    <>
      <circle cx="8" cy="12" r="4" fill="currentColor" />
      <ellipse cx="15.5" cy="12" rx="2" ry="4" fill="currentColor" />
      <ellipse cx="19.5" cy="12" rx="0.9" ry="3.5" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10.5 9.5v5l4-2.5Z" fill="currentColor" />
    </>
  ),
};

/** The configured social channels; a channel without a URL is left out (no guessed handles). */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { links } = useSiteContent();
  const configured = SOCIAL_LINK_IDS.filter((id) => links[id]);
  if (configured.length === 0) return null;
  return (
    <ul className={['social-links', className].filter(Boolean).join(' ')}>
      {configured.map((id) => (
        <li key={id}>
          <ExternalLink linkId={id} className="social-links__link" aria-label={t(`social_${id}`)}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {GLYPHS[id]}
            </svg>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
