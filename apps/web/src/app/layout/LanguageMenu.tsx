import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n';
import { isSiteLanguage, NATIVE_LANGUAGE_NAMES, SITE_LANGUAGES } from '../../i18n/languages';
import './LanguageMenu.css';

/** Offers all four locales by their native names; this is the only way to choose Chinese. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current = isSiteLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="language-menu__trigger" aria-label={t('language_menu_label')}>
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="language-menu__content" align="end" sideOffset={8}>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => {
              if (isSiteLanguage(value)) void chooseLanguage(value);
            }}
          >
            {SITE_LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="language-menu__item"
              >
                {NATIVE_LANGUAGE_NAMES[language]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
