import { clampPage, visiblePages } from '@kingdoms/shared/pagination';
import { useTranslation } from 'react-i18next';
import './Pagination.css';

export interface PaginationProps {
  /** The current page, 1-based; clamped between 1 and `lastPage` (spec 2 §5, spec 3 §5). */
  page: number;
  /** The last page: `numPage` of a paged API reply, or `lastPage(total, size)` of a list in memory. */
  lastPage: number;
  /** Called with the chosen page (always within 1..lastPage, never the current one). */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark when a page has more than one paged list. */
  label?: string;
  className?: string;
}

interface StepButtonProps {
  label: string;
  glyph: string;
  target: number;
  current: number;
  onPageChange: (page: number) => void;
}

/**
 * First/previous/next/last. At an end the step is aria-disabled rather than disabled, so a
 * keyboard user who just pressed "Last page" keeps focus on it instead of falling to the body.
 */
function StepButton({ label, glyph, target, current, onPageChange }: StepButtonProps) {
  const inactive = target === current;
  return (
    <li>
      <button
        type="button"
        className="pagination__button pagination__button--step"
        aria-label={label}
        aria-disabled={inactive || undefined}
        onClick={() => {
          if (!inactive) onPageChange(target);
        }}
      >
        <span aria-hidden="true">{glyph}</span>
      </button>
    </li>
  );
}

/**
 * The one pagination bar (spec 1 §5: 5 page numbers around the current one). A navigation landmark
 * of buttons, the current page marked with aria-current. Shown only when there is more than one
 * page: a single page has nothing to navigate.
 */
export function Pagination({ page, lastPage, onPageChange, label, className }: PaginationProps) {
  const { t } = useTranslation('common');
  // The last page as a whole number of at least 1.
  const last = clampPage(lastPage, Number.MAX_SAFE_INTEGER);
  if (last <= 1) return null;
  const current = clampPage(page, last);
  return (
    <nav
      className={['pagination', className].filter(Boolean).join(' ')}
      aria-label={label ?? t('pagination_label')}
    >
      <ul className="pagination__list">
        <StepButton
          label={t('pagination_first')}
          glyph="«"
          target={1}
          current={current}
          onPageChange={onPageChange}
        />
        <StepButton
          label={t('pagination_previous')}
          glyph="‹"
          target={Math.max(1, current - 1)}
          current={current}
          onPageChange={onPageChange}
        />
        {visiblePages(current, last).map((number) => (
          // Keyed by number: a page that stays in view keeps its button, and so the focus.
          <li key={number}>
            <button
              type="button"
              className="pagination__button"
              aria-label={t('pagination_page', { page: number })}
              aria-current={number === current ? 'page' : undefined}
              onClick={() => {
                if (number !== current) onPageChange(number);
              }}
            >
              {number}
            </button>
          </li>
        ))}
        <StepButton
          label={t('pagination_next')}
          glyph="›"
          target={Math.min(last, current + 1)}
          current={current}
          onPageChange={onPageChange}
        />
        <StepButton
          label={t('pagination_last')}
          glyph="»"
          target={last}
          current={current}
          onPageChange={onPageChange}
        />
      </ul>
    </nav>
  );
}
