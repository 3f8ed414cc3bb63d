export { SHELL_NAMESPACE } from './catalogueLoaders';
export { chooseLanguage, i18next, initI18n, rememberLanguage } from './i18n';
export {
  detectLanguage,
  isChineseLocale,
  isSiteLanguage,
  LANGUAGE_STORAGE_KEY,
  NATIVE_LANGUAGE_NAMES,
  SITE_LANGUAGES,
  type SiteLanguage,
} from './languages';
