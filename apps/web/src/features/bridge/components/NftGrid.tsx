import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../shared/ui/Pagination';
import { gridPage } from '../logic/selection';

export interface NftGridItem {
  tokenId: number;
  /** 'Drago #21001', 'Resource #3': the card's heading and its checkbox's name. */
  name: string;
  art: ReactNode;
  /** A second line (grade, item code). */
  meta?: ReactNode;
}

export interface NftGridProps {
  items: readonly NftGridItem[];
  selected: readonly number[];
  onToggle: (tokenId: number) => void;
  /** Picks every item of the shown page (multi-select). */
  onSelectPage: (tokenIds: number[]) => void;
  onClear: () => void;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  emptyText: string;
  testId: string;
}

/**
 * Spec 3 §2: a paged grid of owned NFTs with checkboxes, 4 per row and 10 per page, the last
 * page padded with empty slots; multi-select (the page at once) and clear selection.
 */
export function NftGrid({
  items,
  selected,
  onToggle,
  onSelectPage,
  onClear,
  page,
  onPageChange,
  label,
  emptyText,
  testId,
}: NftGridProps) {
  const { t } = useTranslation('bridge');
  const { slots, last } = gridPage(items, page);
  const shown = slots.filter((slot): slot is NftGridItem => slot !== null);
  // An empty slot has no identity but its place on the page.
  const keyed = slots.map((item, position) => ({
    item,
    key: item ? `item-${item.tokenId}` : `slot-${position}`,
  }));
  return (
    <div className="bridge-grid" data-testid={testId}>
      <div className="bridge-grid__toolbar">
        <span className="bridge-grid__count" data-testid="selected-count" aria-live="polite">
          {t('selected_count', { count: selected.length })}
        </span>
        <button
          type="button"
          className="bridge-link"
          disabled={shown.length === 0}
          onClick={() => onSelectPage(shown.map((item) => item.tokenId))}
          data-testid="select-page"
        >
          {t('select_page')}
        </button>
        <button
          type="button"
          className="bridge-link"
          disabled={selected.length === 0}
          onClick={onClear}
          data-testid="clear-selection"
        >
          {t('clear_selection')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="bridge-grid__empty" data-testid="grid-empty">
          {emptyText}
        </p>
      ) : null}
      <ul className="bridge-grid__list" aria-label={label}>
        {keyed.map(({ item, key }) =>
          item ? (
            <li key={key} className="bridge-card" data-selected={selected.includes(item.tokenId)}>
              <label className="bridge-card__label" data-testid={`nft-${item.tokenId}`}>
                <input
                  type="checkbox"
                  className="bridge-card__check"
                  checked={selected.includes(item.tokenId)}
                  onChange={() => onToggle(item.tokenId)}
                  aria-label={t('select_item', { name: item.name })}
                />
                <span className="bridge-card__art">{item.art}</span>
                <span className="bridge-card__name">{item.name}</span>
                {item.meta ? <span className="bridge-card__meta">{item.meta}</span> : null}
              </label>
            </li>
          ) : (
            // Spec 3: the grid keeps 10 slots per page; the empty ones say nothing to a reader.
            <li
              key={key}
              className="bridge-card bridge-card--empty"
              aria-hidden="true"
              data-testid="empty-slot"
            />
          ),
        )}
      </ul>
      <Pagination
        page={page}
        lastPage={last}
        onPageChange={onPageChange}
        label={t('grid_pages', { label })}
      />
    </div>
  );
}
