import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { isSiteLanguage, NATIVE_LANGUAGE_NAMES } from '../../i18n/languages';
import { DeferredMenuTrigger } from '../../shared/ui/DeferredMenu';
import './LanguageMenu.css';

// Radix's menu and its positioning code load when the menu is first opened, not with the page.
const LanguageMenuPopup = lazy(() => import('./LanguageMenuPopup'));

/** Offers all four locales by their native names; this is the only way to choose Chinese. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current = isSiteLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <DeferredMenuTrigger
      menu={LanguageMenuPopup}
      menuProps={{}}
      className="language-menu__trigger"
      aria-label={t('language_menu_label')}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="language-menu__globe">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span className="language-menu__name">{NATIVE_LANGUAGE_NAMES[current]}</span>
    </DeferredMenuTrigger>
  );
}
