import type { SiteLanguage } from '@kingdoms/shared/language';

// The language rules are shared with the API, which picks a prerendered page's language.
export {
  detectLanguage,
  FALLBACK_LANGUAGE,
  isSiteLanguage,
  LANGUAGE_CHOICE_NAME as LANGUAGE_STORAGE_KEY,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@kingdoms/shared/language';

/** Each language named in itself, as the language menu shows it. */
export const NATIVE_LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  zh: '中文',
};

/** True for the Chinese locale (the spec's `ch-zn`), used to pick the Chinese video host. */
export function isChineseLocale(language: string | undefined): boolean {
  const normalised = (language ?? '').toLowerCase();
  return normalised === 'zh' || normalised.startsWith('zh-') || normalised === 'ch-zn';
}
