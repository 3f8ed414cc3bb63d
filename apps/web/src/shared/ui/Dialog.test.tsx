import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MODAL_ANIMATION_MS } from '../config/uiConstants';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'is open' : 'is closed'}</p>
      <Dialog open={open} onClose={() => setOpen(false)} title="Switch network" {...props}>
        <button type="button">Ethereum</button>
        <button type="button">Polygon</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title, with focus moved inside', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Switch network' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('traps focus: Tab cycles between the dialog buttons only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('animates open and close for the spec 500 ms', () => {
    expect(MODAL_ANIMATION_MS).toBe(500);
    render(<Harness />);
    expect(screen.getByRole('dialog').style.getPropertyValue('--dialog-animation-ms')).toBe('500ms');
  });

  it('closes on a backdrop click by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.getByText('is closed')).toBeInTheDocument());
  });

  it('ignores the backdrop when dismissOnBackdrop is false (the wrong-network picker)', async () => {
    const user = userEvent.setup();
    render(<Harness dismissOnBackdrop={false} />);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores Escape when dismissOnEscape is false', async () => {
    const user = userEvent.setup();
    render(<Harness dismissOnBackdrop={false} dismissOnEscape={false} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
