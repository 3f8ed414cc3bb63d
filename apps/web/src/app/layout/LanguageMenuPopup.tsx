import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n';
import { isSiteLanguage, NATIVE_LANGUAGE_NAMES, SITE_LANGUAGES } from '../../i18n/languages';
import { type DeferredMenuProps, useFirstItemFocus } from '../../shared/ui/DeferredMenu';

/** The language menu once opened (loaded on first use by LanguageMenu). */
export default function LanguageMenuPopup({ triggerContent, openedWithKeyboard }: DeferredMenuProps) {
  const contentRef = useFirstItemFocus(openedWithKeyboard);
  const { t, i18n } = useTranslation('common');
  const current = isSiteLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className="language-menu__trigger" aria-label={t('language_menu_label')}>
        {triggerContent}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="language-menu__content" align="end" sideOffset={8} ref={contentRef}>
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
