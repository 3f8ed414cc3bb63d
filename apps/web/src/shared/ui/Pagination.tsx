import { clampPage, pageFromInput, visiblePages } from '@kingdoms/shared/pagination';
import { type FormEvent, useId, useState } from 'react';
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

interface PageInputProps {
  current: number;
  last: number;
  onPageChange: (page: number) => void;
}

/**
 * Spec 2 §5 and spec 3 §5: a page number typed in, clamped between 1 and the last page (0 goes to
 * page 1, a number past the end to the last page); Enter or leaving the field goes there. A blank
 * or unreadable entry puts the current page back. Arrow keys step through the pages natively.
 */
function PageInput({ current, last, onPageChange }: PageInputProps) {
  const { t } = useTranslation('common');
  const id = useId();
  // What is typed, until Enter or blur; otherwise the field shows the current page.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const target = pageFromInput(draft, last);
    if (target !== null && target !== current) onPageChange(target);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <form className="pagination__jump" onSubmit={onSubmit} noValidate>
      <label className="pagination__jump-label" htmlFor={id}>
        {t('pagination_go_to')}
      </label>
      <input
        id={id}
        className="pagination__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={last}
        step={1}
        value={draft ?? String(current)}
        aria-describedby={`${id}-last`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
      />
      <span id={`${id}-last`} className="pagination__jump-last">
        {t('pagination_of_last', { last })}
      </span>
    </form>
  );
}

/**
 * The one pagination bar (spec 1 §5: 5 page numbers around the current one). A navigation landmark
 * of buttons, the current page marked with aria-current, and a page-number field. Shown only
 * when there is more than one page: a single page has nothing to navigate.
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
      <PageInput current={current} last={last} onPageChange={onPageChange} />
    </nav>
  );
}
