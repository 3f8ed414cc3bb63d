import type { TxHash, TxHashProblem } from '@kingdoms/shared/txHash';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { TxHashDialog, type TxHashDialogTexts } from './TxHashDialog';

const HASH = `0x${'aB'.repeat(32)}`;

const TEXTS: TxHashDialogTexts = {
  title: 'Resume',
  text: 'Enter the hash.',
  placeholder: '0x…',
  submit: 'Go',
  problem: (problem: TxHashProblem) => `problem:${problem}`,
};

/** A page with the popup's opener, as the bridge and My Drago have it. */
function Page({ onSubmit, onClose }: { onSubmit: (hash: TxHash) => void; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <TxHashDialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        onSubmit={onSubmit}
        texts={TEXTS}
      />
    </>
  );
}

beforeAll(async () => {
  await setupI18n('en', ['wallet']);
});

describe('TxHashDialog (spec 2 §4, spec 3 §5)', () => {
  it("refuses an empty or malformed hash with the page's message for it, before any call", async () => {
    const onSubmit = vi.fn();
    render(<Page onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Resume' });
    expect(within(dialog).getByText('Enter the hash.')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Transaction hash');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', '0x…');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('problem:tx_hash_required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('problem:tx_hash_required');

    await userEvent.type(input, '0x1234');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    for (const bad of [`${HASH}0`, HASH.slice(2), `0x${'zz'.repeat(32)}`]) {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(bad);
      await userEvent.keyboard('{Enter}');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('problem:invalid_tx_hash');
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Resume' })).toBeInTheDocument();
  });

  it('a valid hash (spaces ignored, lower-cased) closes the popup, then resumes with it', async () => {
    const calls: string[] = [];
    render(<Page onClose={() => calls.push('close')} onSubmit={(hash) => calls.push(`submit ${hash}`)} />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    await userEvent.paste(` ${HASH}\n`);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['close', `submit ${HASH.toLowerCase()}`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('Cancel closes without a call; reopened, the popup is empty again', async () => {
    const onSubmit = vi.fn();
    render(<Page onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.type(screen.getByLabelText('Transaction hash'), '0x12');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByLabelText('Transaction hash')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
