/**
 * The site's language rules (spec 1 §1), one copy for the web app (local storage, the browser's
 * language) and the API (the language cookie, `Accept-Language`) that picks a prerendered page.
 */

/** The site locales. `zh` is the spec's `ch-zn` label. */
export const SITE_LANGUAGES = ['en', 'ko', 'ja', 'zh'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Only these may be picked from the browser language; Chinese is chosen from the menu only. */
const BROWSER_DETECTABLE: readonly SiteLanguage[] = ['ko', 'ja', 'en'];
export const FALLBACK_LANGUAGE: SiteLanguage = 'en';

/**
 * The name of the language menu's choice: the local-storage key of the web app and the cookie
 * the menu sets beside it, so the server can serve the chosen language's prerendered HTML.
 */
export const LANGUAGE_CHOICE_NAME = 'lang';

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** A chosen language first, else the browser language when it is ko, ja or en, else English. */
export function detectLanguage(
  chosen: string | null | undefined,
  browserLanguage: string | undefined,
): SiteLanguage {
  if (isSiteLanguage(chosen)) return chosen;
  const primary = (browserLanguage ?? '').trim().toLowerCase().split('-')[0];
  return BROWSER_DETECTABLE.find((language) => language === primary) ?? FALLBACK_LANGUAGE;
}

/**
 * The browser's first language from an `Accept-Language` header (the highest `q`, the earlier
 * on a tie), as `navigator.language` is on the client; undefined when none is named.
 */
export function preferredAcceptLanguage(header: string | undefined): string | undefined {
  let best: { tag: string; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!tag || tag === '*') continue;
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag;
}

/** One cookie's value from a `Cookie` header (undefined when absent). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The server's reading of the same rules: the language cookie, else `Accept-Language`. */
export function languageOfRequest(headers: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): SiteLanguage {
  return detectLanguage(
    cookieValue(headers.cookie, LANGUAGE_CHOICE_NAME),
    preferredAcceptLanguage(headers.acceptLanguage),
  );
}

/** The cookie the language menu sets (a year, the whole site, sent on top-level navigations). */
export function languageCookie(language: SiteLanguage): string {
  return `${LANGUAGE_CHOICE_NAME}=${language}; path=/; max-age=31536000; samesite=lax`;
}
