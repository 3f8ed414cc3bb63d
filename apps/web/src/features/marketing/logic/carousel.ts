import { pageCount } from '@kingdoms/shared/pagination';

/** Spec 1 §2: NEWS & MEDIA shows 1 slide per page on mobile and 3 on desktop. */
export const MOBILE_SLIDES_PER_PAGE = 1;
export const DESKTOP_SLIDES_PER_PAGE = 3;

export function slidesPerPage(isMobile: boolean): number {
  return isMobile ? MOBILE_SLIDES_PER_PAGE : DESKTOP_SLIDES_PER_PAGE;
}

/** Keeps a page index inside 0..pageCount-1, wrapping around so prev/next loop. */
export function wrapPage(page: number, pages: number): number {
  if (pages <= 0) return 0;
  return ((page % pages) + pages) % pages;
}

/**
 * Indexes of the slides visible on `page`. The last page is pulled back so it is always full
 * (7 slides at 3 per page: 0-2, 3-5, 4-6) instead of showing one lonely slide.
 */
export function visibleSlideIndexes(page: number, slideCount: number, perPage: number): number[] {
  const pages = pageCount(slideCount, perPage);
  if (pages === 0) return [];
  const shown = Math.min(perPage, slideCount);
  const start = Math.min(wrapPage(page, pages) * perPage, slideCount - shown);
  return Array.from({ length: shown }, (_, offset) => start + offset);
}
