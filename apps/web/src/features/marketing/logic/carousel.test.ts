// @vitest-environment node
import { pageCount } from '@kingdoms/shared/pagination';
import { describe, expect, it } from 'vitest';
import { NEWS_ITEMS } from '../data/news';
import { slidesPerPage, visibleSlideIndexes, wrapPage } from './carousel';

describe('news carousel paging (spec 1 §2)', () => {
  it('shows 1 slide per page on mobile and 3 on desktop', () => {
    expect(slidesPerPage(true)).toBe(1);
    expect(slidesPerPage(false)).toBe(3);
  });

  it.each([
    { isMobile: true, pages: 7 },
    { isMobile: false, pages: 3 },
  ])('has $pages pages of the 7 news slides when mobile=$isMobile', ({ isMobile, pages }) => {
    expect(pageCount(NEWS_ITEMS.length, slidesPerPage(isMobile))).toBe(pages);
  });

  it.each([
    { page: 0, expected: [0, 1, 2] },
    { page: 1, expected: [3, 4, 5] },
    { page: 2, expected: [4, 5, 6] },
    { page: 3, expected: [0, 1, 2] },
    { page: -1, expected: [4, 5, 6] },
  ])('desktop page $page shows slides $expected', ({ page, expected }) => {
    expect(visibleSlideIndexes(page, 7, 3)).toEqual(expected);
  });

  it('mobile pages show one slide each, in order', () => {
    expect(Array.from({ length: 7 }, (_, page) => visibleSlideIndexes(page, 7, 1))).toEqual([
      [0],
      [1],
      [2],
      [3],
      [4],
      [5],
      [6],
    ]);
  });

  it('handles fewer slides than a page and no slides', () => {
    expect(visibleSlideIndexes(0, 2, 3)).toEqual([0, 1]);
    expect(visibleSlideIndexes(0, 0, 3)).toEqual([]);
    expect(pageCount(0, 3)).toBe(0);
  });

  it('wraps page indexes both ways', () => {
    expect(wrapPage(7, 7)).toBe(0);
    expect(wrapPage(-1, 3)).toBe(2);
    expect(wrapPage(5, 0)).toBe(0);
  });
});
