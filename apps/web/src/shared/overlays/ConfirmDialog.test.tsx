import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test/renderApp';
import { ConfirmDialog, ConfirmHost } from './ConfirmDialog';
import { useConfirm } from './OverlayProvider';

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

/** A page asking through the one confirm service; the root layout's host shows the question. */
function Asking() {
  const confirm = useConfirm();
  const [answers, setAnswers] = useState<boolean[]>([]);
  const ask = async () => {
    const answer = await confirm({
      title: 'Are you sure?',
      text: 'Cancel the rental of #7.',
      confirmLabel: 'Yes',
      cancelLabel: 'No',
      testId: 'asked',
    });
    setAnswers((current) => [...current, answer]);
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        ask
      </button>
      <output data-testid="answers">{answers.join(',')}</output>
    </>
  );
}

describe('useConfirm (the one confirm service)', () => {
  it('resolves true on OK, false on Cancel and on Escape; focus returns to the asking button', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <Asking />
        <ConfirmHost />
      </Providers>,
    );
    const asking = screen.getByRole('button', { name: 'ask' });
    await user.click(asking);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Cancel the rental of #7.');
    await user.click(screen.getByTestId('asked-ok'));
    await waitFor(() => expect(screen.getByTestId('answers')).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asking).toHaveFocus();

    await user.click(asking);
    await user.click(await screen.findByTestId('asked-cancel'));
    await waitFor(() => expect(screen.getByTestId('answers')).toHaveTextContent('true,false'));

    await user.click(asking);
    await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('answers')).toHaveTextContent('true,false,false'));
    await waitFor(() => expect(asking).toHaveFocus());
  });
});
