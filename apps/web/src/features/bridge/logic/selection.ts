import { lastPage, padPage, pageSlice } from '@kingdoms/shared/pagination';

/** Spec 3 §2/§9: the bridge grids are 4 per row, 10 per page, padded with empty slots. */
export const GRID_COLUMNS = 4;
export const GRID_PAGE_SIZE = 10;

/** One page of a grid: its items, then nulls up to 10 so the grid keeps its shape. */
export function gridPage<T>(items: readonly T[], page: number): { slots: (T | null)[]; last: number } {
  return {
    slots: padPage(pageSlice(items, page, GRID_PAGE_SIZE), GRID_PAGE_SIZE),
    last: lastPage(items.length, GRID_PAGE_SIZE),
  };
}

/** Toggles one id in a selection (multi-select), keeping the order ids were picked in. */
export function toggled(selection: readonly number[], id: number): number[] {
  return selection.includes(id) ? selection.filter((value) => value !== id) : [...selection, id];
}

/** Drops picked ids that are no longer owned (after a bridge or a reload). */
export function stillOwned(selection: readonly number[], owned: readonly number[]): number[] {
  const set = new Set(owned);
  return selection.filter((id) => set.has(id));
}
