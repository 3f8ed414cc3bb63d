/** The site locales (spec 1 §1). `zh` is the spec's `ch-zn` label. */
export const SITE_LANGUAGES = ['en', 'ko', 'ja', 'zh'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Only these may be picked from the browser language; Chinese is chosen from the menu only. */
const BROWSER_DETECTABLE: readonly SiteLanguage[] = ['ko', 'ja', 'en'];
export const FALLBACK_LANGUAGE: SiteLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language named in itself, as the language menu shows it. */
export const NATIVE_LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  zh: '中文',
};

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** Stored choice first, else the browser language when it is ko, ja or en, else English. */
export function detectLanguage(stored: string | null, browserLanguage: string | undefined): SiteLanguage {
  if (isSiteLanguage(stored)) return stored;
  const primary = (browserLanguage ?? '').toLowerCase().split('-')[0];
  return BROWSER_DETECTABLE.find((language) => language === primary) ?? FALLBACK_LANGUAGE;
}

/** True for the Chinese locale (the spec's `ch-zn`), used to pick the Chinese video host. */
export function isChineseLocale(language: string | undefined): boolean {
  const normalised = (language ?? '').toLowerCase();
  return normalised === 'zh' || normalised.startsWith('zh-') || normalised === 'ch-zn';
}
