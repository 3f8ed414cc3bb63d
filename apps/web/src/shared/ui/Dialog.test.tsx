import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('closes once per backdrop click, also once Radix listens for outside presses', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Notice">
        <button type="button">OK</button>
      </Dialog>,
    );
    // Let the dialog settle: Radix's document listener is registered by now.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is closed by its backdrop only, never by a press Radix counts as outside its content', async () => {
    // While a dialog animates out the page under it takes clicks again; Radix still reported such
    // a press as "outside" on its click, and closed the dialog the same click had just reopened.
    const onClose = vi.fn();
    render(
      <>
        <button type="button">On the page</button>
        <Dialog open onClose={onClose} title="Pledge">
          <button type="button">OK</button>
        </Dialog>
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    const pageButton = screen.getByRole('button', { name: 'On the page', hidden: true });
    fireEvent.pointerDown(pageButton, { pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(pageButton, { pointerType: 'mouse', button: 0 });
    fireEvent.click(pageButton);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a top-layer dialog's backdrop closes that dialog only, whichever opened first", async () => {
    const user = userEvent.setup();
    const closeAlert = vi.fn();
    const closeOther = vi.fn();
    const alert = (
      <Dialog key="alert" open onClose={closeAlert} title="Alert" layer="top">
        <button type="button">OK</button>
      </Dialog>
    );
    const other = (
      <Dialog key="other" open onClose={closeOther} title="Processing">
        <button type="button">Close</button>
      </Dialog>
    );
    // The alert opens first, the other dialog after it: Radix counts the other as the top layer.
    const { rerender } = render(alert);
    await screen.findByRole('dialog', { name: 'Alert' });
    rerender(
      <>
        {alert}
        {other}
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Processing' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    // The alert still takes the pointer, though Radix counts the other dialog as the top layer…
    expect(document.querySelector('.dialog.dialog-layer-top')).toHaveStyle({ pointerEvents: 'auto' });
    // …and a click on its backdrop closes it, not the dialog under it.
    const alertBackdrop = document.querySelector('.dialog-backdrop.dialog-layer-top');
    if (!alertBackdrop) throw new Error('no top-layer backdrop');
    await user.click(alertBackdrop);
    expect(closeAlert).toHaveBeenCalledOnce();
    expect(closeOther).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog', { name: 'Processing' }));
    expect(closeOther).not.toHaveBeenCalled();
  });
});

/** A page with a main landmark, one button opening dialog A, and inside A a button opening B. */
function FocusHarness({ busyOpener = false }: { busyOpener?: boolean }) {
  const [outerOpen, setOuterOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  const [opener, setOpener] = useState(true);
  const [busy, setBusy] = useState(false);
  return (
    <main tabIndex={-1}>
      {opener ? (
        <button type="button" onClick={() => setOuterOpen(true)}>
          open outer
        </button>
      ) : null}
      <Dialog open={outerOpen} onClose={() => setOuterOpen(false)} title="Outer">
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            if (!busyOpener) {
              setInnerOpen(true);
              return;
            }
            // Like a submit button turning busy: disabled at once, the dialog opens later.
            setBusy(true);
            setTimeout(() => {
              setInnerOpen(true);
              setBusy(false);
            }, 10);
          }}
        >
          open inner
        </button>
        <button type="button" onClick={() => setOpener(false)}>
          remove opener
        </button>
        <button
          type="button"
          onClick={() => {
            setOuterOpen(false);
            setInnerOpen(true);
          }}
        >
          close and open inner
        </button>
      </Dialog>
      <Dialog open={innerOpen} onClose={() => setInnerOpen(false)} title="Inner" layer="top">
        <button type="button">ok</button>
      </Dialog>
    </main>
  );
}

/** Opens Outer, then Inner from its button, closes Inner with Escape: focus is back on that button. */
async function expectInnerEscapeReturnsToItsOpener(harness: ReactElement): Promise<void> {
  const user = userEvent.setup();
  render(harness);
  await user.click(screen.getByRole('button', { name: 'open outer' }));
  const innerOpener = await screen.findByRole('button', { name: 'open inner' });
  await user.click(innerOpener);
  const inner = await screen.findByRole('dialog', { name: 'Inner' });
  // Settled (focus moved in, its layer listening for Escape) before the key is pressed.
  await waitFor(() => expect(inner).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
  expect(document.activeElement).toBe(innerOpener);
}

describe('Dialog focus return', () => {
  it('returns focus to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<FocusHarness />);
    const opener = screen.getByRole('button', { name: 'open outer' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Outer' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus into the dialog underneath when a dialog opened from it closes', async () => {
    await expectInnerEscapeReturnsToItsOpener(<FocusHarness />);
  });

  it('finds the opener that turned busy (disabled) before the dialog opened', async () => {
    await expectInnerEscapeReturnsToItsOpener(<FocusHarness busyOpener />);
  });

  it("follows a closed dialog's own return target when the opener went with it", async () => {
    const user = userEvent.setup();
    render(<FocusHarness />);
    const outerOpener = screen.getByRole('button', { name: 'open outer' });
    await user.click(outerOpener);
    await user.click(await screen.findByRole('button', { name: 'close and open inner' }));
    await screen.findByRole('dialog', { name: 'Inner' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(outerOpener);
  });

  it('falls back to the main landmark when the opener is gone', async () => {
    const user = userEvent.setup();
    render(<FocusHarness />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    await user.click(await screen.findByRole('button', { name: 'remove opener' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('returns to the successor of a replaced opener (same data-focus-key)', async () => {
    function Replaced() {
      const [open, setOpen] = useState(false);
      const [generation, setGeneration] = useState(0);
      return (
        <main tabIndex={-1}>
          <button key={generation} type="button" data-focus-key="wallet" onClick={() => setOpen(true)}>
            {`wallet ${generation}`}
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Picker">
            <button type="button" onClick={() => setGeneration((value) => value + 1)}>
              replace
            </button>
          </Dialog>
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Replaced />);
    await user.click(screen.getByRole('button', { name: 'wallet 0' }));
    await user.click(await screen.findByRole('button', { name: 'replace' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'wallet 1' }));
  });
});
