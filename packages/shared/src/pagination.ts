/**
 * Paged lists (spec 1 §5 and §9, spec 2 §5 and §9, spec 3 §3, §5 and §9). Pure: the API pages its
 * lists with these and the web's <Pagination> shows the same pages. Pages are numbered from 1.
 */

/** Spec 1 §5 and §9: "Pagination shows 5 pages". */
export const VISIBLE_PAGE_COUNT = 5;

/** Spec 1 §5 and §9, spec 3 §3 and §9: paged lists default to 10 per page. */
export const DEFAULT_PAGE_SIZE = 10;

/** The page sizes the specs fix for particular lists. */
export const PAGE_SIZES = {
  /** Spec 2 §7 and §9: {game}/drago/rent/manage/list, 5 per page. */
  rentalManage: 5,
  /** Spec 2 §7 and §9: {game}/drago/rent/manage/history, 10 per page. */
  rentalHistory: 10,
  /** Spec 3 §9: bridge history page size 8. */
  bridgeHistory: 8,
  /** Spec 3 §2 and §9: the bridge's drago inventory grid, 10 per page. */
  dragoInventory: 10,
} as const satisfies Record<string, number>;

function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`page size must be a whole number of at least 1 (got ${pageSize})`);
  }
}

/** Whole, non-negative item count; anything else counts as no items. */
function itemCount(total: number): number {
  return Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
}

/** A last-page number as a whole page, at least 1. */
function wholeLastPage(last: number): number {
  return Number.isFinite(last) ? Math.max(1, Math.floor(last)) : 1;
}

/** How many pages `total` items fill at `pageSize` per page (0 items: 0 pages). */
export function pageCount(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  assertPageSize(pageSize);
  return Math.ceil(itemCount(total) / pageSize);
}

/** The last page number: at least 1, so an empty list still has its (empty) page 1. */
export function lastPage(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, pageCount(total, pageSize));
}

/**
 * Spec 2 §5 and spec 3 §5: a page number is clamped between 1 and the last page. Fractions are
 * cut to whole pages; a value that is not a number means page 1.
 */
export function clampPage(page: number, last: number): number {
  const highest = wholeLastPage(last);
  if (Number.isNaN(page)) return 1;
  return Math.min(highest, Math.max(1, Math.trunc(page)));
}

/**
 * The page a typed page number leads to (spec 2 §5, spec 3 §5: "page input is clamped between 1
 * and the last page"): digits only, clamped, so 0 goes to page 1 and a number past the end to the
 * last page. Blank or anything but digits (a sign, a fraction, an exponent) is no page: null.
 */
export function pageFromInput(text: string, last: number): number | null {
  const digits = text.trim();
  if (!/^[0-9]+$/.test(digits)) return null;
  return clampPage(Number(digits), last);
}

/**
 * The page numbers a pagination bar shows: `count` pages (5 by spec 1 §5) around the current one,
 * the current page in the middle where the ends allow, fewer when there are fewer pages.
 */
export function visiblePages(current: number, last: number, count: number = VISIBLE_PAGE_COUNT): number[] {
  const highest = wholeLastPage(last);
  const page = clampPage(current, highest);
  const shown = Math.min(Math.max(1, Math.floor(count)), highest);
  const start = Math.min(Math.max(1, page - Math.floor((shown - 1) / 2)), highest - shown + 1);
  return Array.from({ length: shown }, (_, offset) => start + offset);
}

/** The items on `page` (clamped) of a list shown `pageSize` (10 by default) per page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number = DEFAULT_PAGE_SIZE): T[] {
  const current = clampPage(page, lastPage(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}

/**
 * Spec 3 §2: the drago grid is "padded with empty slots". Fills a page's items up to `pageSize`
 * with nulls so a grid keeps its shape on a short last page.
 */
export function padPage<T>(pageItems: readonly T[], pageSize: number = DEFAULT_PAGE_SIZE): (T | null)[] {
  assertPageSize(pageSize);
  const padding = Math.max(0, pageSize - pageItems.length);
  return [...pageItems, ...Array.from({ length: padding }, () => null)];
}

/** One page of a list, with what a pagination bar needs to show it. */
export interface Page<T> {
  /** The clamped current page (1-based). */
  readonly page: number;
  /** The last page (at least 1). */
  readonly lastPage: number;
  readonly pageSize: number;
  /** Items in the whole list. */
  readonly total: number;
  readonly items: T[];
  /** The page numbers to show (spec 1 §5: 5 of them). */
  readonly pages: number[];
}

/** Pages a list held in memory: the clamped page, its items and the page numbers to show. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
): Page<T> {
  const last = lastPage(items.length, pageSize);
  const current = clampPage(page, last);
  return {
    page: current,
    lastPage: last,
    pageSize,
    total: items.length,
    items: pageSlice(items, current, pageSize),
    pages: visiblePages(current, last),
  };
}
