import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { AlertDialog } from './AlertDialog';
import { useAlert, useOverlays } from './OverlayProvider';

function RaiseAlert() {
  const { showAlert } = useAlert();
  return (
    <button type="button" onClick={() => showAlert('The temple gates are closed.')}>
      raise
    </button>
  );
}

async function renderOpenAlert() {
  const user = userEvent.setup();
  render(
    <Providers>
      <RaiseAlert />
      <AlertDialog />
    </Providers>,
  );
  await user.click(screen.getByRole('button', { name: 'raise' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

/** Opens the alert from code, as a failing transaction does, and hands back the overlay controls. */
let overlayControls: ReturnType<typeof useOverlays> | undefined;
function CaptureOverlays() {
  overlayControls = useOverlays();
  return null;
}

/** A whole click (pointer down, up, click) on `element`, dispatched at once. */
function clickNow(element: Element) {
  fireEvent.pointerDown(element, { button: 0, pointerType: 'mouse' });
  fireEvent.mouseDown(element, { button: 0 });
  fireEvent.pointerUp(element, { button: 0, pointerType: 'mouse' });
  fireEvent.mouseUp(element, { button: 0 });
  fireEvent.click(element, { button: 0 });
}

describe('AlertDialog', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });

  it('shows one message with an OK button, described by the message', async () => {
    const { dialog } = await renderOpenAlert();
    expect(dialog).toHaveAccessibleDescription('The temple gates are closed.');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('closes on OK', async () => {
    const { user } = await renderOpenAlert();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    const { user } = await renderOpenAlert();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click on the dark backdrop', async () => {
    const { user } = await renderOpenAlert();
    const backdrop = screen.getByTestId('dialog-backdrop');
    expect(backdrop).toHaveClass('dialog-backdrop--dark');
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a message in a fixed language with lang, so it is read in that language', async () => {
    function RaiseKorean() {
      const { showAlert } = useAlert();
      return (
        <button type="button" onClick={() => showAlert('다른 계정으로 시도하세요.', { language: 'ko' })}>
          raise korean
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <Providers>
        <RaiseKorean />
        <AlertDialog />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'raise korean' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('다른 계정으로 시도하세요.');
    expect(screen.getByText('다른 계정으로 시도하세요.')).toHaveAttribute('lang', 'ko');
  });

  // A busy machine once dropped a click made during the opening animation: Radix starts listening
  // for outside pointer-downs a task after the dialog mounts, so a click that reached the page
  // first did nothing. The backdrop now closes the dialog itself.
  it('closes on a backdrop click made at once after it opens, every time', async () => {
    render(
      <Providers>
        <CaptureOverlays />
        <AlertDialog />
      </Providers>,
    );
    for (let round = 0; round < 3; round++) {
      act(() => overlayControls?.showAlert(`Message ${round}`));
      // No await between opening and the click: the dialog is still animating in.
      clickNow(screen.getByTestId('dialog-backdrop'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('does not close on a click inside it', async () => {
    render(
      <Providers>
        <CaptureOverlays />
        <AlertDialog />
      </Providers>,
    );
    act(() => overlayControls?.showAlert('Inside'));
    const dialog = await screen.findByRole('dialog');
    clickNow(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
