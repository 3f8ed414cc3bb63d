import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/renderApp';
import { i18next } from '../../i18n';
import { Pagination, type PaginationProps } from './Pagination';

/** A list of `lastPage` pages that follows the bar, as a page using it would. */
function Harness({ initialPage = 1, ...props }: Partial<PaginationProps> & { initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  return (
    <>
      <p data-testid="shown">{`showing page ${page}`}</p>
      <Pagination page={page} lastPage={props.lastPage ?? 10} onPageChange={setPage} {...props} />
    </>
  );
}

const pageNumbers = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));

describe('Pagination', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common']);
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('is a navigation landmark named from the catalogue, with first/previous/next/last', () => {
    render(<Harness />);
    const nav = within(screen.getByRole('navigation', { name: 'Pages' }));
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(nav.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows 5 page numbers around the current page (spec 1 §5) and marks it with aria-current', () => {
    render(<Harness initialPage={6} />);
    expect(pageNumbers()).toEqual([4, 5, 6, 7, 8]);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('clamps the page it is given between 1 and the last page (spec 2 §5, spec 3 §5)', () => {
    const { rerender } = render(<Pagination page={42} lastPage={10} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    rerender(<Pagination page={-1} lastPage={10} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves by page number, next, previous, last and first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 4');
    expect(pageNumbers()).toEqual([2, 3, 4, 5, 6]);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 3');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 10');
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10]);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 1');
  });

  it('never asks for a page outside 1..last or for the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} lastPage={4} onPageChange={onPageChange} />);
    for (const name of ['First page', 'Previous page', 'Page 1']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('button', { name: 'First page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    rerender(<Pagination page={4} lastPage={4} onPageChange={onPageChange} />);
    for (const name of ['Next page', 'Last page', 'Page 4']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'First page' })).not.toHaveAttribute('aria-disabled');
  });

  it('is keyboard operable: Tab reaches every button, Enter and Space choose, focus stays put', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'First page' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();

    screen.getByRole('button', { name: 'Last page' }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 10');
    // At the end the step stays focusable (aria-disabled), so focus does not fall to the body.
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveFocus();
  });

  it('has a labelled page-number field showing the current page and the last one', () => {
    render(<Harness initialPage={4} lastPage={12} />);
    const field = within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('spinbutton', {
      name: 'Go to page',
    });
    expect(field).toHaveValue(4);
    expect(field).toHaveAccessibleDescription('of 12');
    expect(field).toHaveAttribute('min', '1');
    expect(field).toHaveAttribute('max', '12');
  });

  it('goes to a typed page on Enter, and the field follows the buttons', async () => {
    const user = userEvent.setup();
    render(<Harness lastPage={12} />);
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.clear(field);
    await user.type(field, '7{Enter}');
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 7');
    expect(field).toHaveValue(7);
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(field).toHaveValue(8);
  });

  it.each([
    ['0', 1, 'page 1'],
    ['99', 12, 'the last page'],
  ] as const)('clamps %s to %i (%s, spec 2 §5, spec 3 §5)', async (typed, expected, _which) => {
    const user = userEvent.setup();
    render(<Harness initialPage={5} lastPage={12} />);
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.clear(field);
    await user.type(field, `${typed}{Enter}`);
    expect(screen.getByTestId('shown')).toHaveTextContent(`showing page ${expected}`);
    expect(field).toHaveValue(expected);
  });

  it('goes there when the field is left (blur), and puts the current page back when blank', async () => {
    const user = userEvent.setup();
    render(<Harness initialPage={2} lastPage={12} />);
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.clear(field);
    await user.type(field, '30');
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 2');
    await user.tab();
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 12');
    expect(field).toHaveValue(12);

    await user.clear(field);
    await user.tab();
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 12');
    expect(field).toHaveValue(12);
  });

  it('never asks for the page it is on from the field', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={3} lastPage={5} onPageChange={onPageChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.clear(field);
    await user.type(field, '3{Enter}');
    await user.clear(field);
    await user.type(field, '-1{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(field).toHaveValue(3);
  });

  it('is reached by Tab after the buttons and used from the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<Harness initialPage={3} lastPage={12} />);
    screen.getByRole('button', { name: 'Last page' }).focus();
    await user.tab();
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    expect(field).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}9{Enter}');
    expect(screen.getByTestId('shown')).toHaveTextContent('showing page 9');
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} lastPage={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('takes a label for a page with several paged lists', () => {
    render(<Harness label="Bridge history pages" lastPage={3} />);
    expect(screen.getByRole('navigation', { name: 'Bridge history pages' })).toBeInTheDocument();
    expect(pageNumbers()).toEqual([1, 2, 3]);
  });

  it.each([
    ['ko', '페이지', '다음 페이지', '3 페이지', '이동할 페이지', '/ 10 페이지'],
    ['ja', 'ページ', '次のページ', '3 ページ', '移動先のページ', '/ 10 ページ'],
    ['zh', '分页', '下一页', '第 3 页', '跳至页码', '共 10 页'],
  ] as const)('speaks %s from the catalogue', async (language, landmark, next, pageThree, goTo, ofLast) => {
    await setupI18n(language, ['common']);
    render(<Harness />);
    const nav = within(screen.getByRole('navigation', { name: landmark }));
    expect(nav.getByRole('button', { name: next })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: pageThree })).toHaveTextContent('3');
    expect(nav.getByRole('spinbutton', { name: goTo })).toHaveAccessibleDescription(ofLast);
    await i18next.changeLanguage('en');
  });
});
