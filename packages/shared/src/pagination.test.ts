import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  lastPage,
  PAGE_SIZES,
  padPage,
  pageCount,
  pageFromInput,
  pageSlice,
  paginate,
  VISIBLE_PAGE_COUNT,
  visiblePages,
} from './pagination';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the page sizes the specs fix', () => {
  it.each([
    ['spec 1 §5 "Pagination shows 5 pages"', VISIBLE_PAGE_COUNT, 5],
    [
      'spec 1 §5 "defaults to 10 per page"; spec 3 §3 "Paged list helper: 10 per page by default"',
      DEFAULT_PAGE_SIZE,
      10,
    ],
    ['spec 2 §9 "Page sizes: rental manage 5"', PAGE_SIZES.rentalManage, 5],
    ['spec 2 §9 "history 10"', PAGE_SIZES.rentalHistory, 10],
    ['spec 3 §9 "bridge history page size 8"', PAGE_SIZES.bridgeHistory, 8],
    ['spec 3 §9 "Drago inventory page size 10"', PAGE_SIZES.dragoInventory, 10],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('pageCount and lastPage: total pages from the count', () => {
  it.each([
    // [items, page size, pages, last page]
    [0, 10, 0, 1],
    [1, 10, 1, 1],
    [10, 10, 1, 1],
    [11, 10, 2, 2],
    [100, 10, 10, 10],
    [101, 10, 11, 11],
    [12, PAGE_SIZES.rentalManage, 3, 3],
    [16, PAGE_SIZES.bridgeHistory, 2, 2],
    [17, PAGE_SIZES.bridgeHistory, 3, 3],
    [-4, 10, 0, 1],
    [Number.NaN, 10, 0, 1],
  ])('%s items at %s per page: %s pages, last page %s', (total, size, pages, last) => {
    expect(pageCount(total, size)).toBe(pages);
    expect(lastPage(total, size)).toBe(last);
  });

  it('pages 10 per page when no size is given (spec 1 §5)', () => {
    expect(pageCount(25)).toBe(3);
    expect(lastPage(25)).toBe(3);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses a page size of %s', (size) => {
    expect(() => pageCount(5, size)).toThrow(RangeError);
  });
});

describe('clampPage: "Page numbers are clamped between 1 and the last page" (spec 2 §5, spec 3 §5)', () => {
  it.each([
    // [requested, last page, shown]
    [1, 10, 1],
    [5, 10, 5],
    [10, 10, 10],
    [0, 10, 1],
    [-3, 10, 1],
    [11, 10, 10],
    [999, 10, 10],
    [3, 1, 1],
    [3, 0, 1],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 10],
  ])('page %s of %s → %s', (page, last, expected) => {
    expect(clampPage(page, last)).toBe(expected);
  });
});

describe('pageFromInput: a typed page number, clamped between 1 and the last page (spec 2 §5, spec 3 §5)', () => {
  it.each([
    ['7', 12, 7],
    ['1', 12, 1],
    ['12', 12, 12],
    ['0', 12, 1],
    ['000', 12, 1],
    ['13', 12, 12],
    ['99999999999999999999', 12, 12],
    [' 4 ', 12, 4],
    ['007', 12, 7],
    ['3', 1, 1],
  ] as const)('%j of %i pages goes to page %i', (text, last, page) => {
    expect(pageFromInput(text, last)).toBe(page);
  });

  it.each(['', '   ', '-3', '+3', '2.5', '1e3', 'abc', '٣', 'Infinity'])('%j is no page', (text) => {
    expect(pageFromInput(text, 12)).toBeNull();
  });
});

describe('visiblePages: "Pagination shows 5 pages" (spec 1 §5), around the current one', () => {
  it.each([
    // [current, last page, shown]
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 5, range(1, 5)],
    [5, 5, range(1, 5)],
    [1, 10, range(1, 5)],
    [2, 10, range(1, 5)],
    [3, 10, range(1, 5)],
    [4, 10, range(2, 6)],
    [6, 10, range(4, 8)],
    [8, 10, range(6, 10)],
    [9, 10, range(6, 10)],
    [10, 10, range(6, 10)],
    [50, 100, range(48, 52)],
    // the current page is clamped first
    [0, 10, range(1, 5)],
    [42, 10, range(6, 10)],
    [1, 0, [1]],
  ])('page %s of %s shows %j', (current, last, expected) => {
    const pages = visiblePages(current, last);
    expect(pages).toEqual(expected);
    expect(pages.length).toBeLessThanOrEqual(VISIBLE_PAGE_COUNT);
    expect(pages).toContain(clampPage(current, last));
  });

  it('can show another number of pages', () => {
    expect(visiblePages(5, 10, 3)).toEqual([4, 5, 6]);
  });
});

describe('pageSlice and paginate: the items of a page', () => {
  const items = range(1, 23);

  it.each([
    // [page, page size, first item, last item]
    [1, 10, 1, 10],
    [2, 10, 11, 20],
    [3, 10, 21, 23],
    [0, 10, 1, 10],
    [9, 10, 21, 23],
    [2, PAGE_SIZES.bridgeHistory, 9, 16],
    [5, PAGE_SIZES.rentalManage, 21, 23],
  ])('page %s at %s per page holds items %s to %s', (page, size, first, last) => {
    expect(pageSlice(items, page, size)).toEqual(range(first, last));
  });

  it('slices 10 per page by default and gives an empty page 1 for an empty list', () => {
    expect(pageSlice(items, 2)).toEqual(range(11, 20));
    expect(pageSlice([], 3)).toEqual([]);
  });

  it('tells the clamped page, the last page and the page numbers to show', () => {
    expect(paginate(range(1, 95), 12)).toEqual({
      page: 10,
      lastPage: 10,
      pageSize: 10,
      total: 95,
      items: range(91, 95),
      pages: range(6, 10),
    });
    expect(paginate([], 1, PAGE_SIZES.rentalManage)).toEqual({
      page: 1,
      lastPage: 1,
      pageSize: 5,
      total: 0,
      items: [],
      pages: [1],
    });
  });
});

describe('padPage: the drago grid "padded with empty slots" (spec 3 §2)', () => {
  it('fills a short page with empty slots up to the page size', () => {
    expect(padPage(['a', 'b', 'c'], PAGE_SIZES.dragoInventory)).toEqual([
      'a',
      'b',
      'c',
      ...Array.from({ length: 7 }, () => null),
    ]);
  });

  it('leaves a full page as it is', () => {
    expect(padPage(range(1, 10))).toEqual(range(1, 10));
  });
});
