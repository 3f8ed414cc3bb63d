import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/device';
import './DesktopOnly.css';

/** Spec: several wallet pages render nothing on mobile; we say why instead of a blank page. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const { t } = useTranslation('common');
  if (!isMobile) return children;
  return (
    <section className="desktop-only">
      <svg className="desktop-only__icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="4" y="8" width="40" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M18 40h12M24 34v6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h1 className="desktop-only__title">{t('desktop_only_title')}</h1>
      <p className="desktop-only__text">{t('desktop_only_notice')}</p>
    </section>
  );
}
