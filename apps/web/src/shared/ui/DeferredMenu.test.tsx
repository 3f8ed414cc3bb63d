import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DeferredMenuProps, DeferredMenuTrigger, useFirstItemFocus } from './DeferredMenu';

function TestMenu({ triggerContent, openedWithKeyboard, items }: DeferredMenuProps & { items: string[] }) {
  const contentRef = useFirstItemFocus(openedWithKeyboard);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className="trigger">{triggerContent}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={contentRef}>
          {items.map((item) => (
            <DropdownMenu.Item key={item}>{item}</DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function renderDeferred() {
  const load = vi.fn(async () => ({ default: TestMenu }));
  const Menu = lazy(load);
  render(
    <DeferredMenuTrigger menu={Menu} menuProps={{ items: ['First', 'Second'] }} className="trigger">
      Choose
    </DeferredMenuTrigger>,
  );
  return { load };
}

describe('DeferredMenuTrigger', () => {
  it('is a plain menu button until used: the menu code is not loaded', () => {
    const { load } = renderDeferred();
    const button = screen.getByRole('button', { name: 'Choose' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the menu on the first click and shows it open', async () => {
    const { load } = renderDeferred();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose' }));
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['{ArrowDown}', '{Enter}'])(
    'opens from the keyboard (%s) on its first item; Escape closes it',
    async (key) => {
      renderDeferred();
      const user = userEvent.setup();
      screen.getByRole('button', { name: 'Choose' }).focus();
      await user.keyboard(key);
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Second' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose' })).toHaveAttribute('aria-expanded', 'false');
    },
  );
});
