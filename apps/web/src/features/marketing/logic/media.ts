import type { MediaUrls } from '@kingdoms/shared/runtime-config';
import { isChineseLocale } from '../../../i18n/languages';

/**
 * Spec 1 §2 ABOUT GAME: the trailer comes from the Chinese video host for the Chinese locale and
 * from the standard host otherwise. No fallback across hosts: the standard host is unreachable
 * for the visitors the Chinese one serves, so without it the drawn art shows instead.
 */
export function trailerUrlFor(media: MediaUrls, language: string | undefined): string | undefined {
  return isChineseLocale(language) ? media.trailerVideoChina : media.trailerVideo;
}

/** Token page background: separate mobile and desktop files. */
export function tokenBackgroundUrlFor(media: MediaUrls, isMobile: boolean): string | undefined {
  return isMobile ? media.tokenVideoMobile : media.tokenVideoDesktop;
}

/** Only http(s) URLs are embedded; anything else (empty, javascript:, typos) shows the drawn art. */
export function usableMediaUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//i.test(url.trim()) || url.startsWith('/') ? url.trim() : undefined;
}
