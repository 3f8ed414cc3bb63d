import { languageCookie } from '@kingdoms/shared/language';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../shared/lib/browserStorage';
import { loadCatalogue, SHELL_NAMESPACE } from './catalogueLoaders';
import { LANGUAGE_STORAGE_KEY, SITE_LANGUAGES, type SiteLanguage } from './languages';

/** Loads one namespace of one language on demand, so the first load carries only what it shows. */
const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadCatalogue(namespace, language).then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

function reflectLanguageInDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts i18next with the shell namespace of `language` loaded. Feature namespaces load when a
 * component first asks for them (useTranslation suspends meanwhile).
 */
export async function initI18n(language: SiteLanguage): Promise<I18n> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', reflectLanguageInDocument);
    await i18next
      .use(lazyCatalogueBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        supportedLngs: [...SITE_LANGUAGES],
        // Only the active language is ever loaded; catalogues.test.ts keeps every locale complete.
        fallbackLng: false,
        load: 'currentOnly',
        ns: [SHELL_NAMESPACE],
        defaultNS: SHELL_NAMESPACE,
        interpolation: { escapeValue: false }, // React escapes already
        returnNull: false,
        react: { useSuspense: true },
        showSupportNotice: false,
      });
  } else {
    await i18next.changeLanguage(language);
  }
  reflectLanguageInDocument(language);
  return i18next;
}

/**
 * Remembers a language chosen from the menu: in local storage for the web app, and in a cookie
 * the server reads to send that language's prerendered page (it cannot read local storage).
 */
export function rememberLanguage(language: SiteLanguage): void {
  localStore().setItem(LANGUAGE_STORAGE_KEY, language);
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser
  document.cookie = languageCookie(language);
}

/** The language menu's action: switch, remember the choice, update <html lang>. */
export async function chooseLanguage(language: SiteLanguage): Promise<void> {
  rememberLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next };
