import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test/renderApp';
import { ConfirmDialog } from './ConfirmDialog';

function renderConfirm(open = true) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <Providers>
      <ConfirmDialog
        open={open}
        title="Are you sure?"
        text="Stop the vesting of 0xabc."
        confirmLabel="Yes"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
        testId="confirm"
        className="drago-dialog"
      />
    </Providers>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('shows the title, the text and both labels, and OK confirms', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Stop the vesting of 0xabc.');
    expect(dialog.className).toContain('confirm-dialog');
    expect(dialog.className).toContain('drago-dialog');
    await user.click(screen.getByTestId('confirm-ok'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByTestId('confirm-ok')).toHaveTextContent('Yes');
  });

  it('Cancel and Escape cancel', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    await user.click(await screen.findByTestId('confirm-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    renderConfirm(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
